package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * The referee enters a counted game played over the board with its score sheet (4.4) through the
 * tournament page's result form (sheet-form.js, score-sheet.js): the terms typed for Black and White,
 * the komi taken from the pairing, the totals and the margin worked out on the page while typing, a
 * sheet that counts another result said before anything is sent, the sheet saved with the result
 * and printed in the game protocol term by term; a result not by points has no sheet.
 */
class ScoreSheetFormTest extends PagesInChromium {
    private static final String RU_DIFFERS = "По подсчёту B+2.5, а в поле «Результат» — W+2.5: "
            + "проверьте результат и слагаемые подсчёта.";

    private final Client c = new Client(server.port());

    /** A tournament under these rules with Аня (Black) against Боря at table 1 of round 1, paired by hand. */
    private Client.Refereed oneTable(String name, String rules, String pairing) {
        Client.Refereed t = c.tournament("{\"name\":\"" + name + "\",\"rules\":\"" + rules + "\",\"boardSize\":19,"
                + "\"referee\":\"Судья Орлов\"}");
        for (String p : new String[] {"Аня", "Боря", "Вера", "Глеб"}) {
            assertThat(c.post(api(t) + "/players", t.token(), "{\"name\":\"" + p + "\"}").status()).isEqualTo(201);
        }
        assertThat(c.post(api(t) + "/rounds", t.token(), "{\"pairings\":[" + pairing + ",{\"black\":3,\"white\":4}]}")
                .status()).isEqualTo(201);
        return t;
    }

    private static String api(Client.Refereed t) {
        return "/api/tournaments/" + t.id();
    }

    private JsonNode table(Client.Refereed t, int board) {
        return c.get(api(t)).body().at("/rounds/0/pairings/" + (board - 1));
    }

    private static WebDriver open(Client.Refereed t, String lang) {
        WebDriver d = BrowserTest.browser(dir);
        d.get(base + "/tournament.html?id=" + t.id() + "&lang=" + lang + "#token=" + t.token());
        BrowserTest.waiting(d).until(x -> !x.findElements(By.cssSelector("[data-focus='1/1/result']")).isEmpty());
        return d;
    }

    /**
     * In Russian, from the keyboard: Enter result of table 1, the result typed, the sheet ticked with
     * the space bar, then Tab through its labelled fields. The komi is the pairing's; the totals and
     * the margin are worked out as the terms are typed; saved, the API's result carries the sheet and
     * the printable protocol shows it term by term.
     */
    @Test
    void aSheetThatAgreesIsSavedAndPrintedInRussian() throws Exception {
        Client.Refereed t = oneTable("Кубок Твери", "russian-territory", "{\"black\":1,\"white\":2}");
        WebDriver d = open(t, "ru");
        try {
            assertThat(d.findElement(By.cssSelector("#sheet legend")).getText()).isEqualTo("Подсчёт");
            d.findElement(By.cssSelector("[data-focus='1/1/result']")).sendKeys(Keys.ENTER);
            assertThat(focusedName(d)).isEqualTo("result");
            d.switchTo().activeElement().sendKeys("B+2.5");
            // To the tick box, past Reason, Correct and Why.
            for (int i = 0; i < 4; i++) {
                d.switchTo().activeElement().sendKeys(Keys.TAB);
            }
            assertThat(focusedName(d)).isEqualTo("withSheet");
            assertThat(d.switchTo().activeElement().getAccessibleName()).isEqualTo("Записать подсчёт очков");
            d.switchTo().activeElement().sendKeys(Keys.SPACE);
            WebElement tick = d.findElement(By.name("withSheet"));
            assertThat(tick.isSelected()).isTrue();
            assertThat(d.findElement(By.cssSelector("#sheet .sheet-body")).isDisplayed()).isTrue();
            d.switchTo().activeElement().sendKeys(Keys.TAB);
            assertThat(focusedName(d)).isEqualTo("sheetKomi");
            assertThat(d.switchTo().activeElement().getAccessibleName()).isEqualTo("Коми в партии");
            assertThat(d.switchTo().activeElement().getDomProperty("value")).isEqualTo("6.5");
            // Black's territory, then White's, row by row as the paper sheet is read.
            String[][] typed = {{"Территория, чёрные", "40"}, {"Территория, белые", "33"}, {"Пленные, чёрные", "5"},
                {"Пленные, белые", "4"}, {"Штрафные очки, чёрные", ""}, {"Штрафные очки, белые", "1"}};
            for (String[] f : typed) {
                d.switchTo().activeElement().sendKeys(Keys.TAB);
                assertThat(d.switchTo().activeElement().getAccessibleName()).isEqualTo(f[0]);
                d.switchTo().activeElement().sendKeys(f[1]);
            }
            assertThat(term(d, "black/komi")).isEqualTo("−6.5");
            assertThat(term(d, "white/komi")).isEqualTo("0");
            assertThat(term(d, "black/total")).isEqualTo("38.5");
            assertThat(term(d, "white/total")).isEqualTo("36");
            assertThat(verdict(d)).isEqualTo("У чёрных 38.5, у белых 36. Выигрывают чёрные, перевес 2.5 (B+2.5). "
                    + "Сходится с результатом.");
            assertThat(GamePageTest.scrollsSideways(d)).isFalse();
            GamePageTest.js(d, "document.activeElement.blur(); document.getElementById('result-form').closest('.card').scrollIntoView()");
            shot(d, "sheet-form-ru.png");

            d.findElement(By.cssSelector("#result-form button[type=submit]")).sendKeys(Keys.ENTER);
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("rounds")).getText().contains("B+2.5"));
            JsonNode r = table(t, 1).get("result");
            assertThat(r.get("result").asText()).isEqualTo("B+2.5");
            assertThat(r.get("source").asText()).startsWith("referee");
            assertThat(r.at("/sheet/black").toString())
                    .isEqualTo("{\"territory\":40,\"prisoners\":5,\"stones\":0,\"komi\":-6.5,\"bonus\":0,\"penalty\":0.0,\"total\":38.5}");
            assertThat(r.at("/sheet/white").toString())
                    .isEqualTo("{\"territory\":33,\"prisoners\":4,\"stones\":0,\"komi\":0.0,\"bonus\":0,\"penalty\":-1.0,\"total\":36.0}");
            assertThat(d.findElement(By.id("message")).getText()).isEmpty();
            // Saved, the form is empty again, the sheet unticked and folded.
            assertThat(d.findElement(By.name("withSheet")).isSelected()).isFalse();
            assertThat(d.findElement(By.cssSelector("#sheet .sheet-body")).isDisplayed()).isFalse();

            String html = c.get(api(t) + "/rounds/1/tables/1/protocol.html?lang=ru").text();
            assertThat(html).contains("<tr><td>Территория</td><td class=\"num\">40</td><td class=\"num\">33</td></tr>",
                    "<tr><td>Пленные</td><td class=\"num\">5</td><td class=\"num\">4</td></tr>",
                    "<tr><td>Коми</td><td class=\"num\">\u22126.5</td><td class=\"num\">0</td></tr>",
                    "<tr><td>Штраф</td><td class=\"num\">0</td><td class=\"num\">\u22121</td></tr>",
                    "<tr class=\"total\"><td>Итого</td><td class=\"num\">38.5</td><td class=\"num\">36</td></tr>");
        } finally {
            d.quit();
        }
    }

    /**
     * A sheet that counts another result than the one typed is said on the page while typing and again
     * at Save, where nothing is sent; the result put right, it agrees. A draw typed against a sheet
     * with a margin differs too.
     */
    @Test
    void aSheetThatDisagreesIsSaidBeforeSending() {
        Client.Refereed t = oneTable("Несходится", "russian-territory", "{\"black\":1,\"white\":2}");
        WebDriver d = open(t, "ru");
        try {
            fillSheet(d, "1", "W+2.5");
            assertThat(verdict(d)).isEqualTo("У чёрных 38.5, у белых 36. Выигрывают чёрные, перевес 2.5 (B+2.5). "
                    + RU_DIFFERS);
            assertThat(d.findElement(By.cssSelector(".sheet-verdict")).getDomAttribute("class")).contains("differs");
            d.findElement(By.cssSelector("#result-form button[type=submit]")).click();
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("message")).getText().equals(RU_DIFFERS));
            assertThat(focusedName(d)).isEqualTo("result");
            assertThat(table(t, 1).get("result").isNull()).isTrue();

            setResult(d, "0");
            assertThat(verdict(d)).endsWith("По подсчёту B+2.5, а в поле «Результат» — 0: проверьте результат и слагаемые подсчёта.");
            // Nothing readable yet: the page says what to type.
            setResult(d, "B+");
            assertThat(verdict(d)).endsWith("Впишите результат: B+2.5.");
            setResult(d, "B+2,5");
            assertThat(verdict(d)).endsWith("Сходится с результатом.");
            assertThat(d.findElement(By.cssSelector(".sheet-verdict")).getDomAttribute("class")).doesNotContain("differs");
        } finally {
            d.quit();
        }
    }

    /**
     * The page lets no contradicted sheet through (above), so the server's own refusal of one is
     * asked for with the request the form would have sent had its check not stopped it: its terms
     * built by the page's score-sheet.js, sent with its api and worded with its REFUSALS, in Russian.
     */
    @Test
    void theServersScoreSheetRefusalIsSaidInRussian() {
        Client.Refereed t = oneTable("Судья сервер", "russian-territory", "{\"black\":1,\"white\":2}");
        WebDriver d = open(t, "ru");
        try {
            Object said = ((JavascriptExecutor) d).executeAsyncScript("""
                    const [path, token, done] = arguments;
                    Promise.all([import('/tournament.js'), import('/api.js'), import('/i18n.js'), import('/score-sheet.js')])
                      .then(async ([page, { api }, { refusalText }, sheet]) => {
                        const rules = { counting: 'territory', handicapBonus: '0', passStones: false };
                        const s = sheet.sides({ komi: 6.5, black: { territory: 40, prisoners: 5 },
                          white: { territory: 33, prisoners: 4, penalty: 1 } }, rules);
                        const body = { round: 1, board: 1, result: 'W+2.5', ...sheet.requestTerms(s, rules) };
                        const r = await api(path, { method: 'POST', token, body });
                        done(r.ok ? 'accepted' : `${r.data.reason}: ${refusalText(r, page.REFUSALS)}`);
                      }, (e) => done(String(e)));
                    """, api(t) + "/results", t.token());
            assertThat(said).isEqualTo("score-sheet: Результат не сходится с подсчётом: проверьте результат, "
                    + "слагаемые подсчёта и штрафы.");
            assertThat(table(t, 1).get("result").isNull()).isTrue();
        } finally {
            d.quit();
        }
    }

    /**
     * A resignation has no sheet: the section goes away as soon as the result reads as one (and comes
     * back for a result by points), and a sheet ticked and half filled before is not sent with it.
     */
    @Test
    void aResignationHidesTheSheet() {
        Client.Refereed t = oneTable("Сдача", "russian-territory", "{\"black\":1,\"white\":2}");
        WebDriver d = open(t, "ru");
        try {
            fillSheet(d, "1", "W+");
            assertThat(d.findElement(By.id("sheet")).isDisplayed()).isTrue();
            setResult(d, "W+R");
            assertThat(d.findElement(By.id("sheet")).isDisplayed()).isFalse();
            for (String r : new String[] {"B+T", "W+F", "Void", "FF", "B+Resign"}) {
                setResult(d, r);
                assertThat(d.findElement(By.id("sheet")).isDisplayed()).as(r).isFalse();
            }
            setResult(d, "W+1.5");
            assertThat(d.findElement(By.id("sheet")).isDisplayed()).isTrue();
            setResult(d, "W+R");
            d.findElement(By.cssSelector("#result-form button[type=submit]")).click();
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("rounds")).getText().contains("W+R"));
            JsonNode r = table(t, 1).get("result");
            assertThat(r.get("result").asText()).isEqualTo("W+R");
            assertThat(r.get("sheet").isNull()).isTrue();
            assertThat(d.findElement(By.id("message")).getText()).isEmpty();
        } finally {
            d.quit();
        }
    }

    /**
     * Under area counting with a handicap bonus (russian-area: White gets N points for N stones) the
     * sheet has stones on the board instead of prisoners and the handicap correction, White's filled
     * in from the pairing's three stones, the komi the pairing's 0.5; on a 390 px phone, in Russian,
     * nothing scrolls sideways. Saved, the API has the stones and the bonus.
     */
    @Test
    void areaCountingWithAHandicapOnAPhone() throws Exception {
        Client.Refereed t = oneTable("Area", "russian-area", "{\"black\":1,\"white\":2,\"handicap\":3,\"komi\":0.5}");
        WebDriver d = GamePageTest.browser();
        try {
            GamePageTest.phone(d);
            d.get(base + "/tournament.html?id=" + t.id() + "&lang=ru#token=" + t.token());
            BrowserTest.waiting(d).until(x -> !x.findElements(By.cssSelector("[data-focus='1/1/result']")).isEmpty());
            d.findElement(By.cssSelector("[data-focus='1/1/result']")).click();
            d.findElement(By.name("result")).sendKeys("W+4.5");
            d.findElement(By.name("withSheet")).click();
            assertThat(d.findElement(By.name("sheetKomi")).getDomProperty("value")).isEqualTo("0.5");
            assertThat(d.findElements(By.cssSelector("#sheet [name$=-prisoners]"))).isEmpty();
            assertThat(field(d, "Поправка за фору, белые").getDomProperty("value")).isEqualTo("3");
            assertThat(field(d, "Поправка за фору, чёрные").getDomProperty("value")).isEmpty();
            field(d, "Территория, чёрные").sendKeys("80");
            field(d, "Территория, белые").sendKeys("90");
            field(d, "Камни на доске, чёрные").sendKeys("100");
            field(d, "Камни на доске, белые").sendKeys("92");
            // Black 180 − 0.5 = 179.5; White 182 + 3 = 185: W+5.5, not the W+4.5 typed.
            assertThat(verdict(d)).startsWith("У чёрных 179.5, у белых 185. Выигрывают белые, перевес 5.5 (W+5.5).");
            assertThat(GamePageTest.scrollsSideways(d)).isFalse();
            assertThat((Boolean) GamePageTest.js(d, "const e = document.getElementById('sheet');"
                    + " return e.scrollWidth > e.clientWidth")).isFalse();
            GamePageTest.js(d, "document.activeElement.blur(); document.getElementById('sheet').scrollIntoView()");
            shot(d, "sheet-form-ru-phone.png");
            setResult(d, "W+5.5");
            d.findElement(By.cssSelector("#result-form button[type=submit]")).click();
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("rounds")).getText().contains("W+5.5"));
            JsonNode r = table(t, 1).at("/result/sheet");
            assertThat(r.at("/black/stones").asInt()).isEqualTo(100);
            assertThat(r.at("/white/stones").asInt()).isEqualTo(92);
            assertThat(r.at("/white/bonus").asInt()).isEqualTo(3);
            assertThat(r.at("/black/komi").asDouble()).isEqualTo(-0.5);
            assertThat(r.at("/white/total").asDouble()).isEqualTo(185);
        } finally {
            d.quit();
        }
    }

    /**
     * Table {@code board}'s Enter result, the result typed, the sheet ticked and filled with a sheet
     * that gives B+2.5 under komi 6.5: Black 40 + 5, White 33 + 4 and a penalty point.
     */
    private static void fillSheet(WebDriver d, String board, String result) {
        d.findElement(By.cssSelector("[data-focus='1/" + board + "/result']")).click();
        d.findElement(By.name("result")).sendKeys(result);
        d.findElement(By.name("withSheet")).click();
        field(d, "Территория, чёрные").sendKeys("40");
        field(d, "Территория, белые").sendKeys("33");
        field(d, "Пленные, чёрные").sendKeys("5");
        field(d, "Пленные, белые").sendKeys("4");
        field(d, "Штрафные очки, белые").sendKeys("1");
    }

    /** The result field emptied and typed again, as a referee does. */
    private static void setResult(WebDriver d, String result) {
        WebElement f = d.findElement(By.name("result"));
        f.sendKeys(Keys.chord(Keys.CONTROL, "a"), Keys.BACK_SPACE);
        f.sendKeys(result);
    }

    /** A sheet's field by the name a screen reader gives it. */
    private static WebElement field(WebDriver d, String label) {
        return d.findElements(By.cssSelector("#sheet input")).stream().filter(e -> label.equals(e.getAccessibleName()))
                .findFirst().orElseThrow(() -> new AssertionError("no field labelled " + label));
    }

    private static String term(WebDriver d, String key) {
        return d.findElement(By.cssSelector("#sheet output[data-term='" + key + "']")).getText();
    }

    private static String verdict(WebDriver d) {
        return d.findElement(By.cssSelector("#sheet .sheet-verdict")).getText();
    }

    private static String focusedName(WebDriver d) {
        return d.switchTo().activeElement().getDomAttribute("name");
    }

    /** The page as it stands, for the eye (target/screenshots, or docs/img with -Dgoref.screenshot=docs). */
    private static void shot(WebDriver d, String name) throws Exception {
        Path png = ((TakesScreenshot) d).getScreenshotAs(OutputType.FILE).toPath();
        Path target = BrowserTest.screenshot(name);
        Files.createDirectories(target.getParent());
        Files.copy(png, target, StandardCopyOption.REPLACE_EXISTING);
    }
}
