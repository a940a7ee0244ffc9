package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Two browsers (Debian's chromium, driven through the system chromedriver) play a short 9x9 game
 * to the end: a refused illegal point with its reason, passes, a dead chain marked, both accept,
 * and both see the same result. The finished page is saved (see {@link #screenshot}) as finished-game.png.
 */
class BrowserTest extends PagesInChromium {
    static final File CHROMEDRIVER = new File("/usr/bin/chromedriver");
    static final File CHROMIUM = new File("/usr/bin/chromium");

    /**
     * A headless chromium; {@code tmp} becomes its TMPDIR, where it leaves the folder of its
     * singleton socket (the system's temporary folder would keep one per browser).
     */
    static WebDriver browser(Path tmp) {
        return browser(tmp, null);
    }

    /** The same, saving what it downloads into {@code downloads} (null: chromium's default) without asking. */
    static WebDriver browser(Path tmp, Path downloads) {
        ChromeOptions o = new ChromeOptions();
        if (downloads != null) {
            o.setExperimentalOption("prefs", Map.of("download.default_directory", downloads.toString(),
                    "download.prompt_for_download", false));
        }
        o.setBinary(CHROMIUM);
        o.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--no-first-run", "--disable-sync", "--window-size=1200,860",
                "--disable-dev-shm-usage", "--lang=en-US");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER)
                .usingAnyFreePort().withEnvironment(Map.of("TMPDIR", tmp.toString())).build();
        return new ChromeDriver(service, o);
    }

    static WebDriverWait waiting(WebDriver d) {
        return new WebDriverWait(d, Duration.ofSeconds(30));
    }

    /** Waits for {@code d}'s page to show move number {@code n} with {@code me} to move, then clicks {@code v}. */
    static void play(WebDriver d, int n, String v) {
        waiting(d).until(x -> moveNumber(x) == n && x.findElement(By.id("pass")).isEnabled());
        if (v.equals("pass")) {
            d.findElement(By.id("pass")).click();
        } else {
            d.findElement(By.cssSelector("[data-vertex='" + v + "']")).click();
        }
        waiting(d).until(x -> moveNumber(x) == n + 1);
    }

    static int moveNumber(WebDriver d) {
        String n = d.findElement(By.cssSelector("svg.board")).getAttribute("data-move-number");
        return n == null ? -1 : Integer.parseInt(n);
    }

    @Test
    void twoBrowsersPlayAShortGameToTheEnd() throws Exception {
        WebDriver black = browser(dir);
        WebDriver white = null;
        try {
            white = browser(dir);
            black.get(base + "/");
            new Select(black.findElement(By.name("size"))).selectByVisibleText("9");
            black.findElement(By.name("black")).clear();
            black.findElement(By.name("black")).sendKeys("Anna");
            black.findElement(By.name("white")).clear();
            black.findElement(By.name("white")).sendKeys("Boris");
            black.findElement(By.id("create-button")).click();
            waiting(black).until(x -> x.findElement(By.id("links")).isDisplayed());
            String blackLink = black.findElement(By.id("black-link")).getAttribute("value");
            String whiteLink = black.findElement(By.id("white-link")).getAttribute("value");
            assertThat(black.findElement(By.id("watch-link")).getAttribute("value")).doesNotContain("token");

            black.get(blackLink);
            white.get(whiteLink);
            waiting(black).until(x -> moveNumber(x) == 0);
            waiting(white).until(x -> x.findElement(By.id("role")).getText().equals("you play White"));

            play(black, 0, "C3");
            play(white, 1, "G7");
            // An occupied point is refused with the reason shown, and nothing changes.
            waiting(black).until(x -> moveNumber(x) == 2);
            black.findElement(By.cssSelector("[data-vertex='C3']")).click();
            waiting(black).until(x -> x.findElement(By.id("message")).getText().contains("occupied"));
            assertThat(moveNumber(black)).isEqualTo(2);
            play(black, 2, "C4");
            play(white, 3, "pass");
            play(black, 4, "pass");

            for (WebDriver d : new WebDriver[] {black, white}) {
                waiting(d).until(x -> "marking".equals(x.findElement(By.cssSelector("svg.board")).getAttribute("data-phase")));
            }
            black.findElement(By.cssSelector("[data-vertex='G7']")).click();
            waiting(white).until(x -> !x.findElements(By.cssSelector("[data-stone='G7'].dead")).isEmpty());
            waiting(white).until(x -> !x.findElements(By.cssSelector(".territory.black")).isEmpty());
            black.findElement(By.id("accept")).click();
            waiting(white).until(x -> x.findElement(By.cssSelector("#p-black .acc")).getText().contains("accepted"));
            white.findElement(By.id("accept")).click();

            String[] results = new String[2];
            int i = 0;
            for (WebDriver d : new WebDriver[] {black, white}) {
                waiting(d).until(x -> !x.findElement(By.id("result")).getText().isEmpty());
                results[i++] = d.findElement(By.id("result")).getAttribute("data-result");
            }
            // Black: 79 points of territory + 1 prisoner - 6.5 komi; White: nothing.
            assertThat(results[0]).isEqualTo("B+73.5");
            assertThat(results[1]).isEqualTo(results[0]);
            assertThat(black.findElement(By.id("status")).getText()).isEqualTo("Game over (counted)");
            WebElement download = black.findElement(By.id("sgf"));
            assertThat(download.isDisplayed()).isTrue();

            File shot = ((TakesScreenshot) black).getScreenshotAs(OutputType.FILE);
            Path target = BrowserTest.screenshot("finished-game.png");
            Files.createDirectories(target.getParent());
            Files.copy(shot.toPath(), target, StandardCopyOption.REPLACE_EXISTING);
            assertThat(Files.size(target)).isGreaterThan(10_000);
            // The same page on a phone-sized window: the board first, the score sheet below it.
            white.manage().window().setSize(new org.openqa.selenium.Dimension(390, 844));
            waiting(white).until(x -> x.findElement(By.cssSelector("svg.board")).getRect().getWidth() <= 390);
            Files.copy(((TakesScreenshot) white).getScreenshotAs(OutputType.FILE).toPath(),
                    target.resolveSibling("finished-game-phone.png"), StandardCopyOption.REPLACE_EXISTING);
        } finally {
            black.quit();
            if (white != null) {
                white.quit();
            }
        }
    }

    /**
     * A game brought to its end through the API in which Black owes a protective move at D9 (see
     * ApiTest): the page names it while the players mark, in English and in Russian.
     */
    @Test
    void thePageNamesTheProtectiveMovesStillOwed() throws Exception {
        JsonNode c = playedThroughApi(",\"komi\":0.5", ApiTest.PROTECTIVE_GAME);
        WebDriver black = browser(dir);
        try {
            String url = c.at("/black/url").asText();
            url = url.startsWith("/") ? base + url : url;
            black.get(url);
            waiting(black).until(x -> x.findElement(By.id("status")).getText()
                    .equals("Play has stopped: mark the dead stones. Protective moves still owed before the count: Black D9."));
            // The same page in Russian: the status, the role and the score sheet.
            black.get(url.replace("#", "&lang=ru#"));
            waiting(black).until(x -> x.findElement(By.id("status")).getText()
                    .equals("Игра остановлена: отметьте мёртвые камни. До подсчёта ещё нужны защитные ходы: чёрные D9."));
            assertThat(black.findElement(By.id("role")).getText()).isEqualTo("вы играете чёрными");
            assertThat(black.findElements(By.cssSelector("[data-protective='D9'].protective.black"))).hasSize(1);
            assertThat(black.findElement(By.id("sheet")).getText()).contains("Территория", "Пленные", "Итого");
            Path shot = BrowserTest.screenshot("marking-ru.png");
            Files.createDirectories(shot.getParent());
            Files.copy(((TakesScreenshot) black).getScreenshotAs(OutputType.FILE).toPath(), shot,
                    StandardCopyOption.REPLACE_EXISTING);
            // And back: the language the link names wins over the one kept from before.
            black.get(url.replace("#", "&lang=en#"));
            waiting(black).until(x -> x.findElement(By.id("sheet")).getText().contains("Territory"));
        } finally {
            black.quit();
        }
    }

    /**
     * A 9×9 Japanese game between Anna and Boris (with {@code extra} fields, e.g. komi) created and
     * played move by move through the API, each move accepted; its creation answer.
     */
    static JsonNode playedThroughApi(String extra, String moves) {
        Client api = new Client(server.port());
        JsonNode c = api.create("{\"size\":9,\"rules\":\"japanese\"" + extra
                + ",\"black\":{\"name\":\"Anna\"},\"white\":{\"name\":\"Boris\"}}");
        String id = c.get("id").asText();
        String[] tokens = {c.at("/black/token").asText(), c.at("/white/token").asText()};
        String[] list = moves.split(" ");
        for (int n = 0; n < list.length; n++) {
            assertThat(api.play(id, tokens[n % 2], list[n], n).status()).as(list[n]).isEqualTo(200);
        }
        return c;
    }

    /**
     * The dead stone the estimator doubts (ApiTest.DOUBTFUL_GAME) wears a question mark, and the status
     * says why; marked alive by a player, it keeps the mark: a doubtful stone is worth a look either way.
     */
    @Test
    void aDoubtfulDeadStoneWearsAQuestionMark() {
        JsonNode g = playedThroughApi("", ApiTest.DOUBTFUL_GAME);
        String id = g.get("id").asText();
        WebDriver d = browser(dir);
        try {
            d.get(base + "/game.html?id=" + id);
            waiting(d).until(x -> !x.findElements(By.cssSelector("[data-doubtful='" + ApiTest.DOUBTFUL_STONE + "'].doubtful")).isEmpty());
            assertThat(d.findElement(By.id("status")).getText())
                    .endsWith("The stones marked ? are worth a second look: the estimate is least sure of them, dead or alive.");
            Client.Answer alive = new Client(server.port()).post("/api/games/" + id + "/mark", g.at("/black/token").asText(),
                    "{\"vertices\":[\"" + ApiTest.DOUBTFUL_STONE + "\"],\"dead\":false}");
            assertThat(alive.status()).isEqualTo(200);
            d.navigate().refresh();
            waiting(d).until(x -> "marking".equals(x.findElement(By.cssSelector("svg.board")).getAttribute("data-phase")));
            waiting(d).until(x -> x.findElements(By.cssSelector("[data-stone='" + ApiTest.DOUBTFUL_STONE + "'].dead")).isEmpty());
            assertThat(d.findElements(By.cssSelector("[data-doubtful='" + ApiTest.DOUBTFUL_STONE + "'].doubtful"))).hasSize(1);
        } finally {
            d.quit();
        }
    }

    /** The start page and the list of games with ?lang=ru: labels, the rules' names, the default names. */
    @Test
    void theStartPageAndTheGamesListSpeakRussian() {
        WebDriver d = browser(dir);
        try {
            d.get(base + "/?lang=ru");
            waiting(d).until(x -> x.findElement(By.tagName("form")).getText().contains("Правила"));
            assertThat(new Select(d.findElement(By.name("preset"))).getFirstSelectedOption().getText())
                    .isEqualTo("Российские, по территории");
            assertThat(d.findElement(By.name("black")).getAttribute("value")).isEqualTo("Чёрные");
            assertThat(d.findElement(By.name("timePreset")).getText()).contains("бёёми");
            // A game just created is live at move 0.
            new Client(server.port()).create("{\"size\":9,\"black\":{\"name\":\"Вера\"},\"white\":{\"name\":\"Глеб\"}}");
            d.get(base + "/games.html?lang=ru");
            waiting(d).until(x -> x.findElement(By.id("live")).getText().contains("Вера – Глеб"));
            assertThat(d.findElement(By.id("live")).getText()).contains("ход 0");
        } finally {
            d.quit();
        }
    }

    /**
     * The list of games reloads every 5 s; the game a keyboard user has tabbed to keeps the focus,
     * in the live list as it moves on and in the finished list once it is over. It used to fall to
     * the top of the page at each reload.
     */
    @Test
    void theGamesListKeepsTheFocusedGameAcrossReloads() {
        Client api = new Client(server.port());
        JsonNode c = api.create("{\"size\":9,\"black\":{\"name\":\"Фокус\"},\"white\":{\"name\":\"Клавиша\"}}");
        String id = c.get("id").asText();
        WebDriver d = browser(dir);
        try {
            d.get(base + "/games.html");
            By link = By.cssSelector("#live [data-focus='" + id + "']");
            waiting(d).until(x -> !x.findElements(link).isEmpty());
            GamePageTest.js(d, "arguments[0].focus()", d.findElement(link));
            assertThat(api.play(id, c.at("/black/token").asText(), "E5", 0).status()).isEqualTo(200);
            waiting(d).until(x -> String.valueOf(GamePageTest.js(x, "const a = document.querySelector(arguments[0]);"
                    + " return a && a.closest('tr').textContent", "#live [data-focus='" + id + "']")).contains("move 1"));
            assertThat(GamePageTest.js(d, "return document.activeElement.dataset.focus")).isEqualTo(id);
            assertThat(api.post("/api/games/" + id + "/resign", c.at("/white/token").asText(), "").status()).isEqualTo(200);
            waiting(d).until(x -> !x.findElements(By.cssSelector("#finished [data-focus='" + id + "']")).isEmpty());
            assertThat(GamePageTest.js(d, "return document.activeElement.closest('table').id + ' ' + document.activeElement.dataset.focus"))
                    .isEqualTo("finished " + id);
        } finally {
            d.quit();
        }
    }

    /**
     * Where a screenshot goes: target/ by default, so that a test run leaves the source tree as it
     * was; docs/img/ (the pictures the README links) with -Dgoref.screenshot=docs.
     */
    static Path screenshot(String name) {
        return "docs".equals(System.getProperty("goref.screenshot"))
                ? Path.of("..", "docs", "img", name) : Path.of("target", "screenshots", name);
    }
}
