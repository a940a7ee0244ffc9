package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.Select;

/**
 * Issue 35 in chromium, three browsers shared by the tests (two players and a spectator): review while
 * the game goes on, both chats and who sees them, the sound and the tab's title through the page's own
 * state, open challenges from one browser to another, a custom byo-yomi that ends a game on time, and a
 * refused time control in Russian and English.
 */
class PlayersAndSpectatorsInChromiumTest extends PagesInChromium {
    static WebDriver black;
    static WebDriver white;
    static WebDriver watcher;

    @BeforeAll
    static void openBrowsers() {
        black = GamePageTest.browser();
        white = GamePageTest.browser();
        watcher = GamePageTest.browser();
    }

    @AfterAll
    static void closeBrowsers() {
        for (WebDriver d : new WebDriver[] {black, white, watcher}) {
            if (d != null) {
                d.quit();
            }
        }
    }

    private static Object js(WebDriver d, String script) {
        return GamePageTest.js(d, script);
    }

    private static String body(WebDriver d, String key) {
        return (String) js(d, "return document.body.dataset." + key);
    }

    private static void sendKey(WebDriver d, CharSequence key) {
        d.findElement(By.tagName("body")).sendKeys(key);
    }

    @Test
    void playersReviewWhileTheGameGoesOnAndEachChatStaysWithItsReaders() {
        JsonNode g = client.create("{\"size\":9,\"black\":{\"name\":\"Anna\"},\"white\":{\"name\":\"Boris\"}}");
        String id = g.get("id").asText();
        GamePageTest.play(g, "E5", "C3", "G5");
        black.get(GamePageTest.url(g.at("/black/url").asText()));
        white.get(GamePageTest.url(g.at("/white/url").asText()));
        watcher.get(GamePageTest.url(g.get("watchUrl").asText()));
        for (WebDriver d : new WebDriver[] {black, white, watcher}) {
            GamePageTest.waitForMove(d, 3);
            BrowserTest.waiting(d).until(x -> !x.findElements(By.cssSelector("#move-list button[data-move='3']")).isEmpty());
        }
        // White to move: the tab says so to White only.
        BrowserTest.waiting(white).until(x -> "true".equals(body(x, "yourMove")));
        assertThat(white.getTitle()).startsWith("● Your move");
        assertThat(body(black, "yourMove")).isEqualTo("false");
        assertThat(black.getTitle()).startsWith("goref — Anna vs Boris");

        // Black looks back two moves: the board shows move 1, C3 not yet played.
        sendKey(black, Keys.ARROW_LEFT);
        sendKey(black, Keys.ARROW_LEFT);
        BrowserTest.waiting(black).until(x -> "1".equals(body(x, "reviewAt")));
        assertThat(BrowserTest.moveNumber(black)).isEqualTo(1);
        assertThat(black.findElements(By.cssSelector("[data-stone='C3']"))).isEmpty();
        assertThat(black.findElements(By.cssSelector("[data-stone='E5']"))).hasSize(1);
        assertThat(black.findElement(By.id("rv-back")).isDisplayed()).isTrue();
        // The move numbers on demand.
        black.findElement(By.id("rv-numbers")).click();
        BrowserTest.waiting(black).until(x -> !x.findElements(By.cssSelector(".move-number[data-number='1']")).isEmpty());

        // White's move arrives meanwhile: Black keeps looking at move 1, the list grows, the stone sounds, the tab calls.
        int soundsBefore = Integer.parseInt(body(black, "stoneSounds"));
        white.findElement(By.cssSelector("[data-vertex='C7']")).click();
        BrowserTest.waiting(black).until(x -> !x.findElements(By.cssSelector("#move-list button[data-move='4']")).isEmpty());
        BrowserTest.waiting(black).until(x -> "true".equals(body(x, "yourMove")));
        assertThat(body(black, "reviewAt")).isEqualTo("1");
        assertThat(BrowserTest.moveNumber(black)).isEqualTo(1);
        assertThat(Integer.parseInt(body(black, "stoneSounds"))).isGreaterThan(soundsBefore);
        assertThat(black.getTitle()).startsWith("● Your move");
        // No move while looking back: the page says why, and the server has none.
        black.findElement(By.cssSelector("[data-vertex='D4']")).click();
        BrowserTest.waiting(black).until(x -> x.findElement(By.id("message")).getText().startsWith("Looking back at move 1 of 4"));
        assertThat(client.state(id).get("moveNumber").asInt()).isEqualTo(4);
        black.findElement(By.id("rv-back")).click();
        BrowserTest.waiting(black).until(x -> "false".equals(body(x, "reviewing")));
        GamePageTest.waitForMove(black, 4);
        black.findElement(By.id("rv-numbers")).click();
        black.findElement(By.cssSelector("[data-vertex='D4']")).click();
        GamePageTest.waitForMove(white, 5);

        // White mutes the sound; the browser remembers it over a reload, and no stone sounds then.
        white.findElement(By.id("sound")).click();
        assertThat(body(white, "soundMuted")).isEqualTo("true");
        white.navigate().refresh();
        GamePageTest.waitForMove(white, 5);
        assertThat(white.findElement(By.id("sound")).isSelected()).isFalse();
        GamePageTest.play(g, "F3");
        GamePageTest.waitForMove(white, 6);
        assertThat(body(white, "stoneSounds")).isEqualTo("0");

        // The players' chat: text, never HTML; the spectator does not see the channel.
        black.findElement(By.cssSelector("#chat-players .chat-text")).sendKeys("good luck <img src=x onerror=\"window.pwned=1\">" + Keys.ENTER);
        BrowserTest.waiting(white).until(x -> x.findElements(By.cssSelector("#chat-players .chat-said")).size() == 1);
        assertThat(white.findElement(By.cssSelector("#chat-players .chat-said")).getText())
                .isEqualTo("good luck <img src=x onerror=\"window.pwned=1\">");
        assertThat(white.findElement(By.cssSelector("#chat-players li b")).getText()).isEqualTo("Anna (Black)");
        assertThat(js(white, "return window.pwned === undefined")).isEqualTo(true);
        assertThat(watcher.findElement(By.id("chat-players")).isDisplayed()).isFalse();

        // The spectators' chat: the players do not see it until the game is over.
        watcher.findElement(By.cssSelector("#chat-spectators .chat-name")).sendKeys("Kibitzer");
        watcher.findElement(By.cssSelector("#chat-spectators .chat-text")).sendKeys("<script>window.pwned=1</script> White is ahead" + Keys.ENTER);
        BrowserTest.waiting(watcher).until(x -> x.findElements(By.cssSelector("#chat-spectators .chat-said")).size() == 1);
        assertThat(watcher.findElement(By.cssSelector("#chat-spectators .chat-said")).getText())
                .isEqualTo("<script>window.pwned=1</script> White is ahead");
        assertThat(black.findElement(By.id("chat-spectators")).isDisplayed()).isFalse();
        assertThat(black.findElement(By.id("chat-later")).isDisplayed()).isTrue();
        assertThat(black.findElements(By.cssSelector("#chat-spectators .chat-said"))).isEmpty();
        // Who is connected.
        BrowserTest.waiting(watcher).until(x -> "true".equals(x.findElement(By.id("presence")).getAttribute("data-black"))
                && "true".equals(x.findElement(By.id("presence")).getAttribute("data-white")));

        assertThat(client.post("/api/games/" + id + "/resign", g.at("/white/token").asText(), "").status()).isEqualTo(200);
        BrowserTest.waiting(black).until(x -> x.findElement(By.id("chat-spectators")).isDisplayed()
                && x.findElements(By.cssSelector("#chat-spectators .chat-said")).size() == 1);
        assertThat(js(black, "return window.pwned === undefined")).isEqualTo(true);
        // After the game the whole game is reviewed: Home goes to the start.
        sendKey(black, Keys.HOME);
        BrowserTest.waiting(black).until(x -> "0".equals(body(x, "reviewAt")));
        assertThat(black.findElements(By.cssSelector("circle.stone"))).isEmpty();
        sendKey(black, Keys.END);
        BrowserTest.waiting(black).until(x -> "false".equals(body(x, "reviewing")));
        assertThat(black.findElement(By.id("move-list")).getText()).contains("White resigns");
        // On a phone: a swipe from left to right goes back a move, the buttons step too.
        GamePageTest.phone(black);
        js(black, "const b = document.getElementById('board');"
                + " b.dispatchEvent(new PointerEvent('pointerdown', {pointerType: 'touch', clientX: 100, clientY: 200, bubbles: true}));"
                + " b.dispatchEvent(new PointerEvent('pointerup', {pointerType: 'touch', clientX: 220, clientY: 205, bubbles: true}));");
        BrowserTest.waiting(black).until(x -> "5".equals(body(x, "reviewAt")));
        black.findElement(By.id("rv-prev")).click();
        BrowserTest.waiting(black).until(x -> "4".equals(body(x, "reviewAt")));
        assertThat(black.findElements(By.cssSelector("[data-stone='D4']"))).isEmpty();
        black.findElement(By.id("rv-next")).click();
        BrowserTest.waiting(black).until(x -> "5".equals(body(x, "reviewAt")));
        assertThat(black.findElements(By.cssSelector("[data-stone='D4']"))).hasSize(1);
        assertThat(GamePageTest.scrollsSideways(black)).isFalse();
        ((org.openqa.selenium.chrome.ChromeDriver) black).executeCdpCommand("Emulation.clearDeviceMetricsOverride", java.util.Map.of());
    }

    @Test
    void aChallengePostedInOneBrowserAndAcceptedInAnotherSeatsBothInOneGame() throws Exception {
        black.get(base + "/");
        black.findElement(By.cssSelector("#challenge-form input[name=name]")).clear();
        black.findElement(By.cssSelector("#challenge-form input[name=name]")).sendKeys("Ann");
        new Select(black.findElement(By.cssSelector("#challenge-form select[name=size]"))).selectByVisibleText("9");
        new Select(black.findElement(By.cssSelector("#challenge-form select[name=color]"))).selectByValue("white");
        black.findElement(By.id("post-challenge")).click();
        BrowserTest.waiting(black).until(x -> x.findElement(By.id("challenge-status")).getText().startsWith("Your challenge is open"));

        white.get(base + "/");
        BrowserTest.waiting(white).until(x -> x.findElement(By.id("challenges")).getText().contains("Ann (White)"));
        white.findElement(By.cssSelector("#challenge-form input[name=name]")).clear();
        white.findElement(By.cssSelector("#challenge-form input[name=name]")).sendKeys("Bob");
        white.findElement(By.cssSelector("#challenges button.accept-challenge")).click();
        BrowserTest.waiting(white).until(x -> x.getCurrentUrl().contains("/game.html"));
        BrowserTest.waiting(black).until(x -> x.getCurrentUrl().contains("/game.html"));
        BrowserTest.waiting(white).until(x -> x.findElement(By.id("role")).getText().equals("you play Black"));
        BrowserTest.waiting(black).until(x -> x.findElement(By.id("role")).getText().equals("you play White"));
        String game = URI.create(white.getCurrentUrl()).getQuery();
        assertThat(URI.create(black.getCurrentUrl()).getQuery()).isEqualTo(game);
        assertThat(client.state(game.replace("id=", "")).at("/white/name").asText()).isEqualTo("Ann");

        // The seat is kept in the browser: the start page lists the game among "my games".
        black.get(base + "/");
        BrowserTest.waiting(black).until(x -> x.findElement(By.id("my-games")).getText().contains("Bob – Ann, you play White"));

        // An expired challenge cannot be accepted: the page says so.
        client.post("/api/challenges", null, "{\"size\":9,\"name\":\"Late\",\"expiresIn\":2}");
        white.get(base + "/");
        BrowserTest.waiting(white).until(x -> x.findElement(By.id("challenges")).getText().contains("Late"));
        Thread.sleep(2100);
        white.findElement(By.cssSelector("#challenges button.accept-challenge")).click();
        BrowserTest.waiting(white).until(x -> x.findElement(By.id("challenge-message")).getText()
                .equals("That challenge was accepted by someone else or has expired."));
        assertThat(white.getCurrentUrl()).doesNotContain("game.html");
    }

    @Test
    void aCustomByoYomiEndsTheGameOnTimeAndARefusedControlIsSaidInEitherLanguage() {
        black.get(base + "/");
        black.findElement(By.cssSelector("#create input[name=time]")).clear();
        black.findElement(By.cssSelector("#create input[name=time]")).sendKeys("byo:0s+3x5s");
        black.findElement(By.id("create-button")).click();
        BrowserTest.waiting(black).until(x -> x.findElement(By.id("links")).isDisplayed());
        black.get(black.findElement(By.id("black-link")).getAttribute("value"));
        // Black's clock runs from the creation: the periods count down on the page, with a beep a second.
        BrowserTest.waiting(black).until(x -> x.findElement(By.cssSelector("#p-black .clock")).getText().startsWith("3 × 0:0"));
        BrowserTest.waiting(black).until(x -> x.findElement(By.cssSelector("#p-black .clock")).getText().startsWith("2 × 0:0"));

        // Meanwhile: a control the core refuses, in Russian and in English, with its reason.
        white.get(base + "/?lang=ru");
        white.findElement(By.cssSelector("#create input[name=time]")).clear();
        white.findElement(By.cssSelector("#create input[name=time]")).sendKeys("byo:10m+0x30s");
        white.findElement(By.id("create-button")).click();
        BrowserTest.waiting(white).until(x -> !x.findElement(By.id("message")).getText().isEmpty());
        assertThat(white.findElement(By.id("message")).getText()).isEqualTo("Контроль времени не принят: число периодов — не меньше 1, а не 0");
        white.get(base + "/?lang=en");
        white.findElement(By.cssSelector("#create input[name=time]")).clear();
        white.findElement(By.cssSelector("#create input[name=time]")).sendKeys("byo:10m");
        white.findElement(By.id("create-button")).click();
        BrowserTest.waiting(white).until(x -> !x.findElement(By.id("message")).getText().isEmpty());
        assertThat(white.findElement(By.id("message")).getText())
                .isEqualTo("The time control is refused: expected byo:MAIN+NxPERIOD (byo:10m+5x30s)");

        // Every rule parameter, starting from the preset's, and any size from 2 to 25.
        new Select(white.findElement(By.cssSelector("#create select[name=preset]"))).selectByValue("japanese");
        white.findElement(By.cssSelector("#advanced summary")).click();
        assertThat(new Select(white.findElement(By.name("superko"))).getFirstSelectedOption().getText()).isEqualTo("no-result");
        new Select(white.findElement(By.name("disputes"))).selectByVisibleText("referee");
        new Select(white.findElement(By.cssSelector("#create select[name=size]"))).selectByVisibleText("25");
        white.findElement(By.cssSelector("#create input[name=time]")).clear();
        white.findElement(By.cssSelector("#create input[name=time]")).sendKeys("none");
        white.findElement(By.id("create-button")).click();
        BrowserTest.waiting(white).until(x -> x.findElement(By.id("links")).isDisplayed());
        JsonNode made = client.state(URI.create(white.findElement(By.id("black-link")).getAttribute("value")).getQuery().replace("id=", ""));
        assertThat(made.get("rules").asText()).isEqualTo("japanese,disputes=referee");
        assertThat(made.get("size").asInt()).isEqualTo(25);

        BrowserTest.waiting(black).until(x -> x.findElement(By.cssSelector("#p-black .clock")).getText().startsWith("1 × 0:0"));
        BrowserTest.waiting(black).until(x -> "W+T".equals(x.findElement(By.id("result")).getAttribute("data-result")));
        assertThat(Integer.parseInt(body(black, "countdownSounds"))).isGreaterThanOrEqualTo(5);
    }

    /**
     * The review's positions are replayed in the page (replay.js): after every move of a game with a
     * capture and a multi-stone suicide (New Zealand rules) they are the server's own board and
     * captures, and the page's course ends where the game does.
     */
    @Test
    void theReviewReplaysEveryPositionAsTheServerJudgedIt() {
        JsonNode g = client.create("{\"size\":9,\"rules\":\"new-zealand\",\"black\":{\"name\":\"A\"},\"white\":{\"name\":\"B\"}}");
        String id = g.get("id").asText();
        // White takes E5; then Black's B9 leaves A9-B9 without a liberty: a suicide of two stones.
        String[] moves = "E5 D5 A1 F5 A2 E4 A3 E6 A9 A8 J1 B8 J2 C9 B9".split(" ");
        StringBuilder boards = new StringBuilder("[");
        for (int i = 0; i < moves.length; i++) {
            GamePageTest.play(g, moves[i]);
            JsonNode s = client.state(id);
            boards.append(i == 0 ? "" : ",").append("{\"board\":").append(s.get("board")).append(",\"captures\":").append(s.get("captures")).append('}');
        }
        boards.append(']');
        assertThat(client.state(id).get("captures").toString()).isEqualTo("{\"black\":0,\"white\":3}");
        watcher.get(base + "/game.html?id=" + id);
        GamePageTest.waitForMove(watcher, moves.length);
        Object differs = ((org.openqa.selenium.JavascriptExecutor) watcher).executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                const want = JSON.parse(arguments[0]);
                Promise.all([import('/replay.js'), fetch('/api/games/' + arguments[1] + '/moves').then((r) => r.json())])
                  .then(([m, course]) => {
                    const got = m.replay(course).slice(1);
                    const bad = want.map((w, i) => JSON.stringify(w.board) === JSON.stringify(got[i].board)
                      && w.captures.black === got[i].captures.black && w.captures.white === got[i].captures.white ? null : i + 1)
                      .filter((i) => i !== null);
                    done(got.length === want.length ? bad.join(',') : 'length ' + got.length);
                  }).catch((e) => done(String(e)));""", boards.toString(), id);
        assertThat(differs).isEqualTo("");
    }
}
