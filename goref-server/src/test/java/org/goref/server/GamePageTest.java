package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The game page as players, a referee and spectators use it, in chromium (see {@link BrowserTest}):
 * what it shows and says, not the rules it referees.
 */
class GamePageTest extends PagesInChromium {
    /** A headless chromium as {@link BrowserTest#browser}, keeping the console's messages. */
    static WebDriver browser() {
        ChromeOptions o = new ChromeOptions();
        o.setBinary(BrowserTest.CHROMIUM);
        o.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--no-first-run", "--disable-sync", "--window-size=1200,860",
                "--disable-dev-shm-usage", "--lang=en-US");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        o.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(BrowserTest.CHROMEDRIVER)
                .usingAnyFreePort().withEnvironment(Map.of("TMPDIR", dir.toString())).build();
        return new ChromeDriver(service, o);
    }

    /**
     * Makes {@code d} a phone 390 px wide, emulated: a headless chromium window is never narrower
     * than 500 px, whatever size it is given.
     */
    static void phone(WebDriver d) {
        ((ChromeDriver) d).executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", 390, "height", 844, "deviceScaleFactor", 1, "mobile", true));
    }

    static boolean scrollsSideways(WebDriver d) {
        return (Boolean) js(d, "return document.documentElement.scrollWidth > document.documentElement.clientWidth");
    }

    static Object js(WebDriver d, String script, Object... args) {
        return ((JavascriptExecutor) d).executeScript(script, args);
    }

    static String url(String u) {
        return u.startsWith("/") ? base + u : u;
    }

    static void waitForMove(WebDriver d, int n) {
        BrowserTest.waiting(d).until(x -> BrowserTest.moveNumber(x) == n);
    }

    static JsonNode create(String json) {
        return client.create(json);
    }

    static void play(JsonNode g, String... moves) {
        String id = g.get("id").asText();
        for (String m : moves) {
            JsonNode s = client.state(id);
            String token = g.at("/" + s.get("toMove").asText() + "/token").asText();
            assertThat(client.play(id, token, m, s.get("moveNumber").asInt()).status()).as(m).isEqualTo(200);
        }
    }

    /**
     * A move can be typed (keyboard, screen readers): the point in any case and Enter plays it; a
     * point off the board is refused in words and changes nothing; "pass" passes; out of turn the
     * page says so without asking the server.
     */
    @Test
    void aTypedMoveIsPlayedAndABadOneRefusedInWords() {
        JsonNode g = create("{\"size\":9,\"black\":{\"name\":\"Anna\"},\"white\":{\"name\":\"Boris\"}}");
        String id = g.get("id").asText();
        WebDriver d = browser();
        try {
            d.get(url(g.at("/black/url").asText()));
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("move-input")).isDisplayed());
            assertThat(d.findElement(By.id("move-input")).getAttribute("aria-label")).contains("D4");
            d.findElement(By.id("move-input")).sendKeys("e5" + Keys.ENTER);
            waitForMove(d, 1);
            assertThat(client.state(id).at("/board/4").asText()).isEqualTo("....X....");
            assertThat(d.findElement(By.id("move-input")).getAttribute("value")).isEmpty();
            d.findElement(By.id("move-input")).sendKeys("d4" + Keys.ENTER);
            BrowserTest.waiting(d).until(x -> !x.findElement(By.id("message")).getText().isEmpty());
            assertThat(client.state(id).get("moveNumber").asInt()).isEqualTo(1);
            play(g, "C3");
            waitForMove(d, 2);
            d.findElement(By.id("move-input")).clear();
            d.findElement(By.id("move-input")).sendKeys("Z9" + Keys.ENTER);
            BrowserTest.waiting(d).until(x -> !x.findElement(By.id("message")).getText().isEmpty());
            // The page's words for a point off the board, not "Refused (400)" and the server's detail.
            assertThat(d.findElement(By.id("message")).getText())
                    .isEqualTo("Write a point of this board: a letter (no I) and a number, such as D4.");
            assertThat(client.state(id).get("moveNumber").asInt()).isEqualTo(2);
            d.findElement(By.id("move-input")).clear();
            d.findElement(By.id("move-input")).sendKeys("pass" + Keys.ENTER);
            waitForMove(d, 3);
            assertThat(client.state(id).get("lastWasPass").asBoolean()).isTrue();
        } finally {
            d.quit();
        }
    }

    /**
     * On a Russian page a typed point that is none of the board's (I5: the columns skip I; K5 on 9×9)
     * and an occupied one are said in Russian: the first showed the server's English detail.
     */
    @Test
    void aBadTypedPointIsRefusedInRussian() {
        JsonNode g = create("{\"size\":9,\"black\":{\"name\":\"Аня\"},\"white\":{\"name\":\"Боря\"}}");
        String id = g.get("id").asText();
        play(g, "E5", "C3");
        WebDriver d = browser();
        try {
            d.get(url(g.at("/black/url").asText()).replace("#", "&lang=ru#"));
            waitForMove(d, 2);
            for (String typed : new String[] {"I5", "K5"}) {
                js(d, "document.getElementById('message').textContent = ''");
                d.findElement(By.id("move-input")).clear();
                d.findElement(By.id("move-input")).sendKeys(typed + Keys.ENTER);
                BrowserTest.waiting(d).until(x -> !x.findElement(By.id("message")).getText().isEmpty());
                assertThat(d.findElement(By.id("message")).getText()).as(typed)
                        .isEqualTo("Укажите пункт этой доски: буква (кроме I) и число, например D4.");
            }
            js(d, "document.getElementById('message').textContent = ''");
            d.findElement(By.id("move-input")).clear();
            d.findElement(By.id("move-input")).sendKeys("e5" + Keys.ENTER);
            BrowserTest.waiting(d).until(x -> !x.findElement(By.id("message")).getText().isEmpty());
            assertThat(d.findElement(By.id("message")).getText()).isEqualTo("Пункт занят (3.1).");
            assertThat(client.state(id).get("moveNumber").asInt()).isEqualTo(2);
        } finally {
            d.quit();
        }
    }

    /** Stones on the four corners of a 19×19 board leave every coordinate beside them readable. */
    @Test
    void stonesOnTheEdgeLeaveTheCoordinatesReadable() {
        JsonNode g = create("{\"size\":19,\"black\":{\"name\":\"A\"},\"white\":{\"name\":\"B\"}}");
        play(g, "A1", "T19", "A19", "T1", "K1", "A10", "T10", "K19");
        WebDriver d = browser();
        try {
            d.get(url(g.get("watchUrl").asText()));
            waitForMove(d, 8);
            // Every coordinate's box against every stone's circle, in the board's own units.
            Object overlaps = js(d, """
                    const out = [];
                    const stones = [...document.querySelectorAll('circle.stone')];
                    for (const t of document.querySelectorAll('text.coord')) {
                      const b = t.getBBox();
                      for (const s of stones) {
                        const cx = +s.getAttribute('cx'), cy = +s.getAttribute('cy'), r = +s.getAttribute('r');
                        const nx = Math.max(b.x, Math.min(cx, b.x + b.width)), ny = Math.max(b.y, Math.min(cy, b.y + b.height));
                        if ((nx - cx) ** 2 + (ny - cy) ** 2 < r * r) out.push(t.textContent + '/' + s.dataset.stone);
                      }
                    }
                    return out.join(' ');""");
            assertThat(js(d, "return document.querySelectorAll('text.coord').length")).isEqualTo(76L);
            assertThat(js(d, "return document.querySelectorAll('circle.stone').length")).isEqualTo(8L);
            assertThat(overlaps).isEqualTo("");
        } finally {
            d.quit();
        }
    }

    /**
     * "It is not your turn" said when Black clicked early goes once White has moved: a refusal is
     * about the position it was given on. A refusal on the same position (ko) stays.
     */
    @Test
    void aRefusalGoesOnceTheGameMovesOn() {
        JsonNode g = create("{\"size\":9,\"black\":{\"name\":\"Anna\"},\"white\":{\"name\":\"Boris\"}}");
        play(g, "E5");
        WebDriver d = browser();
        try {
            d.get(url(g.at("/black/url").asText()));
            waitForMove(d, 1);
            d.findElement(By.cssSelector("[data-vertex='C3']")).click();
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("message")).getText().equals("It is not your turn."));
            play(g, "D4");
            waitForMove(d, 2);
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("message")).getText().isEmpty());
            d.findElement(By.cssSelector("[data-vertex='E5']")).click();
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("message")).getText().equals("That point is occupied (3.1)."));
            assertThat(BrowserTest.moveNumber(d)).isEqualTo(2);
        } finally {
            d.quit();
        }
    }

    /**
     * The clock turns red when time is short: sudden death under 30 s, byo-yomi under 10 s in the
     * period; not in main time with byo-yomi to come. A Canadian period and the time control read in
     * Russian.
     */
    @Test
    void theClockShowsWhenTimeIsShortAndSpeaksRussian() {
        JsonNode abs = create("{\"size\":9,\"time\":\"abs:20s\",\"black\":{\"name\":\"A\"},\"white\":{\"name\":\"B\"}}");
        JsonNode byo = create("{\"size\":9,\"time\":\"byo:0s+3x5s\",\"black\":{\"name\":\"A\"},\"white\":{\"name\":\"B\"}}");
        JsonNode main = create("{\"size\":9,\"time\":\"byo:10m+5x30s\",\"black\":{\"name\":\"A\"},\"white\":{\"name\":\"B\"}}");
        JsonNode can = create("{\"size\":9,\"rules\":\"japanese\",\"time\":\"can:0s+25/5m\","
                + "\"black\":{\"name\":\"A\"},\"white\":{\"name\":\"B\"}}");
        WebDriver d = browser();
        try {
            for (JsonNode g : new JsonNode[] {abs, byo}) {
                d.get(url(g.get("watchUrl").asText()));
                BrowserTest.waiting(d).until(x -> x.findElement(By.cssSelector("#p-black .clock")).getAttribute("class").contains("low"));
                assertThat(d.findElement(By.cssSelector("#p-black .clock")).getCssValue("color")).isEqualTo("rgba(179, 38, 30, 1)");
            }
            d.get(url(main.get("watchUrl").asText()));
            BrowserTest.waiting(d).until(x -> x.findElement(By.cssSelector("#p-black .clock")).getText().startsWith("9:5"));
            assertThat(d.findElement(By.cssSelector("#p-black .clock")).getAttribute("class")).doesNotContain("low");

            d.get(url(can.get("watchUrl").asText()).replace("?", "?lang=ru&"));
            BrowserTest.waiting(d).until(x -> x.findElement(By.cssSelector("#p-black .clock")).getText().startsWith("25 за 4:5"));
            assertThat(d.findElement(By.id("rules")).getText())
                    .isEqualTo("9×9 · Японские 1989 · коми 6.5 · 25 ходов за 5 мин (канадское)");
            d.get(url(main.get("watchUrl").asText()));
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("rules")).getText()
                    .equals("9×9 · Российские, по территории · коми 6.5 · 10 мин + 5 × 30 с бёёми"));
        } finally {
            d.quit();
        }
    }

    /**
     * A game created with clockStart "first-move" runs no clock until its first move: the page says
     * so by the clocks (both standing still looked broken), in Russian and in English, and the line
     * goes with the live update of the first move, no reload. A game whose clock runs from its
     * creation has no such line.
     */
    @Test
    void theClocksSayTheyStartWithTheFirstMove() {
        JsonNode g = create("{\"size\":9,\"time\":\"abs:10m\",\"clockStart\":\"first-move\","
                + "\"black\":{\"name\":\"Anna\"},\"white\":{\"name\":\"Boris\"}}");
        JsonNode running = create("{\"size\":9,\"time\":\"abs:10m\",\"black\":{\"name\":\"A\"},\"white\":{\"name\":\"B\"}}");
        WebDriver d = browser();
        try {
            d.get(url(g.at("/white/url").asText()).replace("#", "&lang=ru#"));
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("clock-note")).isDisplayed());
            assertThat(d.findElement(By.id("clock-note")).getText()).isEqualTo("Часы пойдут с первым ходом.");

            d.get(url(running.at("/black/url").asText()).replace("#", "&lang=en#"));
            waitForMove(d, 0);
            BrowserTest.waiting(d).until(x -> x.findElement(By.cssSelector("#p-black .clock")).getText().startsWith("9:5"));
            assertThat(d.findElement(By.id("clock-note")).isDisplayed()).as("the clock runs from the creation").isFalse();

            d.get(url(g.at("/white/url").asText()));
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("clock-note")).isDisplayed());
            assertThat(d.findElement(By.id("clock-note")).getText()).isEqualTo("The clocks start with the first move.");
            // Black's first move, played elsewhere: White's page learns it over its WebSocket only.
            play(g, "E5");
            waitForMove(d, 1);
            assertThat(d.findElement(By.id("clock-note")).isDisplayed()).as("gone with the first move").isFalse();
            assertThat(d.findElement(By.id("status")).getText()).contains("E5");
        } finally {
            d.quit();
        }
    }

    /**
     * Under disputes=referee the referee's click frees a chain the players marked dead (it used to be
     * added to the players' marking, never taken from it), the board shows the decision in the making,
     * and Decide sends exactly it. The result then says who won, in Russian.
     */
    @Test
    void theRefereeCanDecideAMarkedChainAlive() {
        JsonNode g = create("{\"size\":9,\"rules\":\"japanese,disputes=referee\",\"black\":{\"name\":\"Anna\"},"
                + "\"white\":{\"name\":\"Boris\"}}");
        play(g, ApiTest.DOUBTFUL_GAME.split(" "));
        String id = g.get("id").asText();
        List<String> before = new ArrayList<>();
        client.state(id).get("dead").forEach(v -> before.add(v.asText()));
        assertThat(before).contains(ApiTest.DOUBTFUL_STONE).hasSizeGreaterThan(1);
        WebDriver d = browser();
        try {
            d.get(url(g.at("/referee/url").asText()).replace("#", "&lang=ru#"));
            BrowserTest.waiting(d).until(x -> "marking".equals(x.findElement(By.cssSelector("svg.board")).getAttribute("data-phase")));
            assertThat(d.findElement(By.id("ref-decide")).isDisplayed()).isTrue();
            d.findElement(By.cssSelector("[data-vertex='" + ApiTest.DOUBTFUL_STONE + "']")).click();
            BrowserTest.waiting(d).until(x -> x.findElements(By.cssSelector("[data-stone='" + ApiTest.DOUBTFUL_STONE + "'].dead")).isEmpty());
            // The decision in the making is news, not an error: said in the ink's colour.
            WebElement message = d.findElement(By.id("message"));
            assertThat(message.getText()).startsWith("Разметка судьи: ").doesNotContain(ApiTest.DOUBTFUL_STONE);
            assertThat(message.getCssValue("color")).isNotEqualTo(d.findElement(By.id("ref-decide")).getCssValue("color"))
                    .isEqualTo(d.findElement(By.tagName("body")).getCssValue("color"));
            d.findElement(By.id("ref-decide")).click();
            BrowserTest.waiting(d).until(x -> !x.findElement(By.id("result")).getText().isEmpty());
            List<String> after = new ArrayList<>();
            client.state(id).get("dead").forEach(v -> after.add(v.asText()));
            List<String> expected = new ArrayList<>(before);
            expected.remove(ApiTest.DOUBTFUL_STONE);
            assertThat(after).containsExactlyInAnyOrderElementsOf(expected);
            String result = client.state(id).get("result").asText();
            assertThat(result).startsWith("W+");
            assertThat(d.findElement(By.id("winner")).getText()).isEqualTo("Победа: Boris (белые)");
        } finally {
            d.quit();
        }
    }

    /**
     * The server goes away and comes back on the same port and database: the page says it has no
     * connection (a click then is refused in words, not by an error in the console), and once the
     * server is back it says nothing and the move goes through.
     */
    @Test
    void thePageSaysWhenTheServerIsGoneAndRecovers() throws IOException {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        String db = Databases.sqliteFile(dir);
        GorefServer first = GorefServer.start(port, db);
        boolean firstRuns = true;
        GorefServer second = null;
        WebDriver d = browser();
        try {
            JsonNode g = new Client(port).create("{\"size\":9,\"time\":\"byo:10m+5x30s\",\"black\":{\"name\":\"Anna\"},"
                    + "\"white\":{\"name\":\"Boris\"}}");
            String u = g.at("/black/url").asText();
            d.get(u.startsWith("/") ? "http://127.0.0.1:" + port + u : u);
            waitForMove(d, 0);
            assertThat(d.findElement(By.id("connection")).isDisplayed()).isFalse();
            d.manage().logs().get(LogType.BROWSER);
            first.close();
            firstRuns = false;
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("connection")).isDisplayed());
            assertThat(d.findElement(By.id("connection")).getText()).startsWith("No connection to the server");
            d.findElement(By.cssSelector("[data-vertex='E5']")).click();
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("message")).getText()
                    .equals("No connection to the server: that was not done. Try again in a moment."));
            List<String> uncaught = d.manage().logs().get(LogType.BROWSER).getAll().stream()
                    .map(LogEntry::getMessage).filter(m -> m.contains("Uncaught")).toList();
            assertThat(uncaught).isEmpty();

            second = GorefServer.start(port, db);
            BrowserTest.waiting(d).until(x -> !x.findElement(By.id("connection")).isDisplayed());
            assertThat(d.findElement(By.id("message")).getText()).isEmpty();
            d.findElement(By.cssSelector("[data-vertex='E5']")).click();
            waitForMove(d, 1);
        } finally {
            d.quit();
            if (firstRuns) {
                first.close();
            }
            if (second != null) {
                second.close();
            }
        }
    }

    /**
     * On a phone (390 px) the referee's page in Russian fits its width: the header wraps instead of
     * pushing the language switch off the screen. Every control has a name a screen reader can say,
     * and the page loads without an error in the console (the favicon included).
     */
    @Test
    void theRefereesPageFitsAPhoneAndNamesEveryControl() {
        JsonNode g = create("{\"size\":9,\"black\":{\"name\":\"Anna\"},\"white\":{\"name\":\"Boris\"}}");
        WebDriver d = browser();
        try {
            d.manage().window().setSize(new Dimension(390, 844));
            d.get(url(g.at("/referee/url").asText()).replace("#", "&lang=ru#"));
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("role")).getText().equals("вы судья"));
            BrowserTest.waiting(d).until(x -> x.findElement(By.cssSelector("svg.board")).getRect().getWidth() <= 390);
            assertThat((Boolean) js(d, "return document.documentElement.scrollWidth <= document.documentElement.clientWidth")).isTrue();
            assertThat((Boolean) js(d, "const r = document.getElementById('lang-switch').getBoundingClientRect();"
                    + " return r.right <= document.documentElement.clientWidth")).isTrue();
            Object unnamed = js(d, """
                    return [...document.querySelectorAll('button, input, select, a')]
                      .filter((e) => e.offsetParent !== null)
                      .filter((e) => !(e.getAttribute('aria-label') || e.textContent.trim() || (e.labels && e.labels.length)))
                      .map((e) => e.id || e.outerHTML.slice(0, 60)).join(' ');""");
            assertThat(unnamed).isEqualTo("");
            assertThat(d.findElement(By.id("ref-points")).getAttribute("aria-label")).isEqualTo("Очки штрафа");
            assertThat(d.findElement(By.id("lang-switch")).getAttribute("aria-label")).isEqualTo("English");
            assertThat(d.findElement(By.cssSelector("svg.board")).getAttribute("aria-label")).isEqualTo("Доска 9×9");
            List<String> errors = d.manage().logs().get(LogType.BROWSER).getAll().stream()
                    .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue()).map(LogEntry::getMessage).toList();
            assertThat(errors).isEmpty();
            // A penalty "to both" is not a penalty: said in words before anything is sent.
            new org.openqa.selenium.support.ui.Select(d.findElement(By.id("ref-color"))).selectByValue("both");
            d.findElement(By.id("ref-penalty")).click();
            assertThat(d.findElement(By.id("message")).getText())
                    .isEqualTo("Штраф назначается одному игроку: выберите чёрных или белых.");
        } finally {
            d.quit();
        }
    }
    /**
     * The RU/EN switch on a player's link (#token=…, no ?lang=): the page comes back in the other
     * language and still as that player. It used to stay as it was, the address being the same but
     * for its fragment, which a browser scrolls to instead of loading.
     */
    @Test
    void theLanguageSwitchWorksOnAPlayersLink() {
        JsonNode g = create("{\"size\":9,\"black\":{\"name\":\"Anna\"},\"white\":{\"name\":\"Boris\"}}");
        WebDriver d = browser();
        try {
            d.get(url(g.at("/black/url").asText()));
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("role")).getText().equals("you play Black"));
            d.findElement(By.id("lang-switch")).click();
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("role")).getText().equals("вы играете чёрными"));
            assertThat(d.findElement(By.id("pass")).getText()).isEqualTo("Пас");
            d.findElement(By.id("lang-switch")).click();
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("role")).getText().equals("you play Black"));
            d.findElement(By.cssSelector("[data-vertex='E5']")).click();
            waitForMove(d, 1);
        } finally {
            d.quit();
        }
    }

    /**
     * A double click (a double tap on a phone) on a point plays the move once and says nothing: the
     * second click used to be sent too, for the position before the move, and its refusal ("The game
     * moved on") was shown in red under the move just played. In marking it would unmark the chain.
     */
    @Test
    void aDoubleClickPlaysOnceAndSaysNothing() {
        JsonNode g = create("{\"size\":9,\"black\":{\"name\":\"Anna\"},\"white\":{\"name\":\"Boris\"}}");
        WebDriver d = browser();
        try {
            d.get(url(g.at("/black/url").asText()));
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("pass")).isEnabled());
            // The board's points are drawn after the buttons are enabled; on a loaded machine the
            // script below once ran before E5 existed.
            BrowserTest.waiting(d).until(x -> !x.findElements(By.cssSelector("[data-vertex='E5']")).isEmpty());
            // Every request the page makes is counted, and those still unanswered.
            js(d, """
                    window.sent = []; window.open_ = 0;
                    const f = window.fetch;
                    window.fetch = (u, o) => { window.sent.push(String(u)); window.open_++;
                      return f(u, o).finally(() => window.open_--); };""");
            Object sent = js(d, """
                    const p = document.querySelector("[data-vertex='E5']");
                    p.dispatchEvent(new MouseEvent('click', { bubbles: true }));
                    p.dispatchEvent(new MouseEvent('click', { bubbles: true }));
                    return window.sent.filter((u) => u.endsWith('/play')).length;""");
            assertThat(sent).isEqualTo(1L);
            waitForMove(d, 1);
            BrowserTest.waiting(d).until(x -> (Long) js(x, "return window.open_") == 0L);
            assertThat(d.findElement(By.id("message")).getText()).isEmpty();
            assertThat(client.state(g.get("id").asText()).get("moveNumber").asInt()).isEqualTo(1);
        } finally {
            d.quit();
        }
    }

    /**
     * The opponent's move is said in words in the status, a live region, so that a screen reader
     * announces it (the board shows it only as a ring); a pass is said as a pass.
     */
    @Test
    void theStatusSaysTheOpponentsMoveToAScreenReader() {
        JsonNode g = create("{\"size\":13,\"black\":{\"name\":\"Anna\"},\"white\":{\"name\":\"Boris\"}}");
        WebDriver d = browser();
        try {
            d.get(url(g.at("/white/url").asText()).replace("#", "&lang=ru#"));
            waitForMove(d, 0);
            assertThat(d.findElement(By.id("status")).getAttribute("aria-live")).isEqualTo("polite");
            play(g, "K10");
            waitForMove(d, 1);
            assertThat(d.findElement(By.id("status")).getText()).isEqualTo("Ход белых (ход 2) — последний ход: чёрные K10");
            d.findElement(By.cssSelector("[data-vertex='C3']")).click();
            waitForMove(d, 2);
            assertThat(d.findElement(By.id("status")).getText()).isEqualTo("Ход чёрных (ход 3) — последний ход: белые C3");
            play(g, "pass");
            waitForMove(d, 3);
            assertThat(d.findElement(By.id("status")).getText()).isEqualTo("Ход белых (ход 4) — последний ход — пас");
        } finally {
            d.quit();
        }
    }

    /**
     * The dead stones can be marked from the keyboard: in marking the typed move marks the chain
     * through the stone typed, as a click does, and says so in its name. It used to be hidden with
     * the play buttons, so that only a mouse could mark; the point without a stone is refused in words.
     */
    @Test
    void theDeadStonesCanBeMarkedFromTheKeyboard() {
        JsonNode g = create("{\"size\":9,\"black\":{\"name\":\"Anna\"},\"white\":{\"name\":\"Boris\"}}");
        play(g, "C3", "G7", "D3", "G6", "pass", "pass");
        String id = g.get("id").asText();
        WebDriver d = browser();
        try {
            d.get(url(g.at("/white/url").asText()));
            BrowserTest.waiting(d).until(x -> "marking".equals(x.findElement(By.cssSelector("svg.board")).getAttribute("data-phase")));
            WebElement input = d.findElement(By.id("move-input"));
            assertThat(input.isDisplayed()).isTrue();
            assertThat(input.getAttribute("aria-label")).startsWith("Mark a chain dead or alive");
            assertThat(d.findElement(By.id("pass")).isDisplayed()).isFalse();
            assertThat(d.findElements(By.cssSelector("circle.last-move"))).as("White's G6 is ringed").hasSize(1);
            input.sendKeys("g7" + Keys.ENTER);
            BrowserTest.waiting(d).until(x -> x.findElements(By.cssSelector("[data-stone='G6'].dead")).size() == 1);
            // The last move's ring used to be drawn over the cross of the stone marked dead.
            assertThat(d.findElements(By.cssSelector("circle.last-move"))).as("no ring on a dead stone").isEmpty();
            List<String> dead = new ArrayList<>();
            client.state(id).get("dead").forEach(v -> dead.add(v.asText()));
            assertThat(dead).containsExactlyInAnyOrder("G7", "G6");
            assertThat(input.getAttribute("value")).isEmpty();
            input.sendKeys("e5" + Keys.ENTER);
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("message")).getText().equals("There is no stone there."));
            assertThat(client.state(id).get("dead")).hasSize(2);
        } finally {
            d.quit();
        }
    }

    /**
     * Pass and Accept pressed from the keyboard disable themselves; the focus goes to the typed move
     * (the keyboard's way to play and to mark). It used to fall to the top of the page, so that a
     * keyboard user had to tab back through the header to the board's controls.
     */
    @Test
    void aKeyboardPassOrAcceptLeavesTheFocusOnTheTypedMove() {
        JsonNode g = create("{\"size\":9,\"black\":{\"name\":\"Anna\"},\"white\":{\"name\":\"Boris\"}}");
        String id = g.get("id").asText();
        WebDriver d = browser();
        try {
            d.get(url(g.at("/black/url").asText()));
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("pass")).isEnabled() && x.findElement(By.id("pass")).isDisplayed());
            d.findElement(By.id("pass")).sendKeys(Keys.ENTER);
            waitForMove(d, 1);
            assertThat(client.state(id).get("lastWasPass").asBoolean()).isTrue();
            assertThat(d.findElement(By.id("pass")).isEnabled()).isFalse();
            BrowserTest.waiting(d).until(x -> !"BODY".equals(js(x, "return document.activeElement.tagName")));
            assertThat(js(d, "return document.activeElement.id")).isEqualTo("move-input");
            play(g, "pass");
            BrowserTest.waiting(d).until(x -> "marking".equals(x.findElement(By.cssSelector("svg.board")).getAttribute("data-phase")));
            d.findElement(By.id("accept")).sendKeys(Keys.SPACE);
            BrowserTest.waiting(d).until(x -> !x.findElement(By.id("accept")).isEnabled());
            assertThat(client.state(id).at("/accepted/black").asBoolean()).isTrue();
            BrowserTest.waiting(d).until(x -> !"BODY".equals(js(x, "return document.activeElement.tagName")));
            assertThat(js(d, "return document.activeElement.id")).isEqualTo("move-input");
        } finally {
            d.quit();
        }
    }

    /**
     * Resume, the referee's Decide and Resign, pressed from the keyboard, hide themselves with the
     * panel they sit in; the focus goes where the keyboard goes on: the typed move once play resumes,
     * the status once a resume has made a dispute for the referee, the game's record once it is over.
     * It used to fall to the top of the page.
     */
    @Test
    void aKeyboardResumeDecideOrResignKeepsTheFocusInReach() {
        JsonNode g = create("{\"size\":9,\"black\":{\"name\":\"Anna\"},\"white\":{\"name\":\"Boris\"}}");
        String id = g.get("id").asText();
        play(g, "C3", "G7", "pass", "pass");
        JsonNode disputed = create("{\"size\":9,\"rules\":\"japanese,disputes=referee\",\"black\":{\"name\":\"Anna\"},"
                + "\"white\":{\"name\":\"Boris\"}}");
        play(disputed, "C3", "G7", "pass", "pass");
        WebDriver black = browser();
        WebDriver referee = browser();
        try {
            black.get(url(g.at("/black/url").asText()));
            BrowserTest.waiting(black).until(x -> x.findElement(By.id("resume")).isDisplayed());
            black.findElement(By.id("resume")).sendKeys(Keys.ENTER);
            BrowserTest.waiting(black).until(x -> "playing".equals(x.findElement(By.cssSelector("svg.board")).getAttribute("data-phase")));
            assertThat(client.state(id).get("phase").asText()).isEqualTo("playing");
            assertThat(black.findElement(By.id("resume")).isDisplayed()).isFalse();
            assertThat(focused(black)).isEqualTo("move-input");

            black.findElement(By.id("resign")).sendKeys(Keys.ENTER);
            BrowserTest.waiting(black).until(ExpectedConditions.alertIsPresent()).accept();
            BrowserTest.waiting(black).until(x -> !x.findElement(By.id("result")).getText().isEmpty());
            assertThat(client.state(id).get("result").asText()).isEqualTo("W+R");
            assertThat(focused(black)).isEqualTo("sgf");

            // Under disputes=referee a resume is a dispute: no button of the player's is left.
            black.get(url(disputed.at("/black/url").asText()));
            BrowserTest.waiting(black).until(x -> x.findElement(By.id("resume")).isDisplayed());
            black.findElement(By.id("resume")).sendKeys(Keys.ENTER);
            BrowserTest.waiting(black).until(x -> x.findElement(By.id("status")).getText().startsWith("Disputed"));
            assertThat(black.findElement(By.id("move-input")).isDisplayed()).isFalse();
            assertThat(focused(black)).isEqualTo("status");

            referee.get(url(disputed.at("/referee/url").asText()));
            BrowserTest.waiting(referee).until(x -> x.findElement(By.id("ref-decide")).isDisplayed());
            referee.findElement(By.id("ref-decide")).sendKeys(Keys.ENTER);
            BrowserTest.waiting(referee).until(x -> !x.findElement(By.id("result")).getText().isEmpty());
            assertThat(client.state(disputed.get("id").asText()).get("phase").asText()).isEqualTo("finished");
            assertThat(referee.findElement(By.id("referee")).isDisplayed()).isFalse();
            assertThat(focused(referee)).isEqualTo("sgf");
        } finally {
            black.quit();
            referee.quit();
        }
    }

    /**
     * The opponent's Resume, told over the live connection, hides the Accept this player has the
     * focus on: the focus goes to the typed move, as after the player's own press (it fell to the
     * top of the page).
     */
    @Test
    void theOpponentsResumeLeavesTheFocusOnTheTypedMove() {
        JsonNode g = create("{\"size\":9,\"black\":{\"name\":\"Anna\"},\"white\":{\"name\":\"Boris\"}}");
        String id = g.get("id").asText();
        play(g, "C3", "G7", "pass", "pass");
        WebDriver black = browser();
        try {
            black.get(url(g.at("/black/url").asText()));
            BrowserTest.waiting(black).until(x -> x.findElement(By.id("accept")).isDisplayed());
            js(black, "document.getElementById('accept').focus()");
            assertThat(js(black, "return document.activeElement.id")).isEqualTo("accept");
            assertThat(client.post("/api/games/" + id + "/resume", g.at("/white/token").asText(), "{}").status()).isEqualTo(200);
            BrowserTest.waiting(black).until(x -> "playing".equals(x.findElement(By.cssSelector("svg.board")).getAttribute("data-phase")));
            assertThat(black.findElement(By.id("accept")).isDisplayed()).isFalse();
            assertThat(focused(black)).isEqualTo("move-input");
        } finally {
            black.quit();
        }
    }

    /** The id of the element that has the focus, once the page has moved it off the body ("BODY" if it never does). */
    static String focused(WebDriver d) {
        try {
            new WebDriverWait(d, Duration.ofSeconds(5)).until(x -> !"BODY".equals(js(x, "return document.activeElement.tagName")));
        } catch (TimeoutException e) {
            return "BODY";
        }
        return (String) js(d, "return document.activeElement.id");
    }

    /**
     * A 19×19 game of players with long names on a phone 390 px wide: the names wrap inside their
     * halves (they used to widen the page, board included, past the screen), the stone beside a
     * name stays round, and the board's coordinates are at least 8 px high (they were 6).
     */
    @Test
    void longNamesAndA19BoardFitAPhone() {
        JsonNode g = create("{\"size\":19,\"time\":\"can:10m+25/5m\",\"black\":{\"name\":\"Александра Константинопольская\"},"
                + "\"white\":{\"name\":\"Maximilian-Alexander von Hohenzollern\"}}");
        WebDriver d = browser();
        try {
            phone(d);
            d.get(url(g.at("/referee/url").asText()).replace("#", "&lang=ru#"));
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("role")).getText().equals("вы судья"));
            BrowserTest.waiting(d).until(x -> x.findElement(By.cssSelector("#p-white .pname")).getText().startsWith("Maximilian"));
            assertThat(js(d, "return document.documentElement.clientWidth")).isEqualTo(390L);
            assertThat(scrollsSideways(d)).isFalse();
            assertThat(d.findElement(By.cssSelector("svg.board")).getRect().getWidth()).isLessThanOrEqualTo(390);
            for (String c : new String[] {"black", "white"}) {
                WebElement icon = d.findElement(By.cssSelector("#p-" + c + " .stone-icon"));
                assertThat(icon.getRect().getWidth()).as(c).isEqualTo(icon.getRect().getHeight());
            }
            Object letters = js(d, """
                    const svg = document.querySelector('svg.board');
                    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
                    return parseFloat(getComputedStyle(document.querySelector('text.coord')).fontSize) * scale;""");
            assertThat(((Number) letters).doubleValue()).isGreaterThanOrEqualTo(8.0);
        } finally {
            d.quit();
        }
    }

    /**
     * A player's link cut short (the token mistyped) watches, and says so: the clicks on the board used
     * to do nothing without a word. A link to no game shows no board and no buttons to press (Pass
     * and Resign were there, and threw in the console when pressed).
     */
    @Test
    void aBrokenLinkSaysWhatIsWrong() {
        JsonNode g = create("{\"size\":9,\"black\":{\"name\":\"Anna\"},\"white\":{\"name\":\"Boris\"}}");
        String link = url(g.at("/black/url").asText());
        WebDriver d = browser();
        try {
            d.get(link.substring(0, link.length() - 3));
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("role")).getText().equals("watching: invalid link"));
            String said = "The token in this link is not valid for this game, so it only watches: ask for your link again.";
            assertThat(d.findElement(By.id("message")).getText()).isEqualTo(said);
            play(g, "E5");
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("message")).getText().isEmpty());
            d.findElement(By.cssSelector("[data-vertex='C3']")).click();
            assertThat(d.findElement(By.id("message")).getText()).isEqualTo(said);
            assertThat(client.state(g.get("id").asText()).get("moveNumber").asInt()).isEqualTo(1);

            d.get(base + "/game.html?id=nosuchgame");
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("message")).getText().equals("No such game."));
            List<String> shown = d.findElements(By.cssSelector("button, input, svg.board")).stream()
                    .filter(WebElement::isDisplayed).map(e -> e.getAttribute("id")).toList();
            assertThat(shown).containsExactly("lang-switch");
        } finally {
            d.quit();
        }
    }

    /**
     * The answer to White's mark held back until Black's next mark has come live: the page keeps
     * showing both marks. It used to draw the late answer, the marking before Black's, which no
     * longer stood and which White might then have accepted.
     */
    @Test
    void aLateAnswerDoesNotBringBackAnOldMarking() {
        JsonNode g = create("{\"size\":9,\"black\":{\"name\":\"Anna\"},\"white\":{\"name\":\"Boris\"}}");
        play(g, "C3", "G7", "D3", "G3", "pass", "pass");
        String id = g.get("id").asText();
        assertThat(client.state(id).get("dead")).isEmpty();
        WebDriver d = browser();
        try {
            d.get(url(g.at("/white/url").asText()));
            BrowserTest.waiting(d).until(x -> "marking".equals(x.findElement(By.cssSelector("svg.board")).getAttribute("data-phase")));
            // The answers to /mark wait for window.release(); window.answered counts those the page has read.
            js(d, """
                    window.answered = 0;
                    let open; const gate = new Promise((r) => { open = r; }); window.release = open;
                    const f = window.fetch;
                    window.fetch = (u, o) => String(u).endsWith('/mark')
                      ? f(u, o).then((r) => gate.then(() => { const j = r.json.bind(r);
                          r.json = () => j().finally(() => { window.answered++; }); return r; }))
                      : f(u, o);""");
            d.findElement(By.cssSelector("[data-vertex='G7']")).click();
            BrowserTest.waiting(d).until(x -> x.findElements(By.cssSelector("[data-stone='G7'].dead")).size() == 1);
            Client.Answer black = client.post("/api/games/" + id + "/mark", g.at("/black/token").asText(), "{\"vertices\":[\"G3\"]}");
            assertThat(black.status()).isEqualTo(200);
            BrowserTest.waiting(d).until(x -> x.findElements(By.cssSelector("[data-stone='G3'].dead")).size() == 1);
            js(d, "window.release()");
            BrowserTest.waiting(d).until(x -> (Long) js(x, "return window.answered") == 1L);
            // The page has drawn what it does with the answer once the tasks queued after it have run.
            ((JavascriptExecutor) d).executeAsyncScript("setTimeout(arguments[0], 0)");
            assertThat(d.findElements(By.cssSelector("[data-stone='G3'].dead"))).hasSize(1);
            assertThat(d.findElements(By.cssSelector("[data-stone='G7'].dead"))).hasSize(1);
        } finally {
            d.quit();
        }
    }

    /** The tournament pages name the rule set and the time control in Russian, not by their specs. */
    @Test
    void theTournamentPagesNameTheRulesInRussian() {
        Client.Answer t = client.post("/api/tournaments", null,
                "{\"name\":\"Кубок Твери\",\"rules\":\"japanese\",\"komi\":6.5,\"boardSize\":9,"
                        + "\"time\":\"byo:40m+5x30s\"}");
        assertThat(t.status()).isEqualTo(201);
        WebDriver d = browser();
        try {
            d.get(base + "/tournaments.html?lang=ru");
            BrowserTest.waiting(d).until(x -> x.findElement(By.name("rules")).getText().contains("Японские 1989"));
            assertThat(d.findElement(By.name("rules")).getText()).doesNotContain("japanese");
            d.get(base + "/tournament.html?id=" + t.body().get("id").asText() + "&lang=ru");
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("regs")).getText()
                    .contains("Японские 1989, Коми 6.5, 9×9 · 40 мин + 5 × 30 с бёёми"));
        } finally {
            d.quit();
        }
    }
}
