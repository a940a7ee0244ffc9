package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
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
 * The tournament page in chromium, in Russian, as the referee: players added through the form,
 * the first round paired with the button, a result entered by hand; the standings show it. The
 * page is saved as docs/img/tournament.png.
 */
class TournamentBrowserTest extends PagesInChromium {
    @Test
    void theRefereeRunsARoundFromThePage() throws Exception {
        Client c = new Client(server.port());
        Client.Answer t = c.post("/api/tournaments", null,
                "{\"name\":\"Кубок Твери\",\"rules\":\"russian-territory\",\"komi\":6.5,\"boardSize\":9,\"place\":\"Тверь\"}");
        String id = t.body().get("id").asText();
        WebDriver d = BrowserTest.browser(dir);
        try {
            d.get(base + "/tournament.html?id=" + id + "&lang=ru#token=" + t.body().get("refereeToken").asText());
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("title")).getText().equals("Кубок Твери"));
            assertThat(d.findElement(By.id("pair")).getText()).contains("Жеребьёвка");
            String[][] players = {{"Иванов Пётр", "1d"}, {"Петрова Анна", "2k"}, {"Smith John", "1k"}, {"Сидоров Олег", "3k"}};
            for (String[] p : players) {
                d.findElement(By.cssSelector("#player-form [name=name]")).sendKeys(p[0]);
                d.findElement(By.cssSelector("#player-form [name=rank]")).sendKeys(p[1]);
                d.findElement(By.cssSelector("#player-form button")).click();
                BrowserTest.waiting(d).until(x -> x.findElement(By.id("standings")).getText().contains(p[0]));
            }
            d.findElement(By.id("pair")).click();
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("rounds")).getText().contains("Стол 2"));
            // The round's pairing method in the page's language, not the enum's name.
            assertThat(d.findElement(By.id("rounds")).getText()).contains("Тур 1 (по Бергеру)").doesNotContain("berger");
            d.findElement(By.cssSelector("#result-form [name=round]")).sendKeys("1");
            d.findElement(By.cssSelector("#result-form [name=board]")).sendKeys("1");
            d.findElement(By.cssSelector("#result-form [name=result]")).sendKeys("B+R");
            d.findElement(By.cssSelector("#result-form button")).click();
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("rounds")).getText().contains("B+R"));
            JsonNode v = c.get("/api/tournaments/" + id).body();
            int winner = v.at("/rounds/0/pairings/0/black").asInt();
            assertThat(v.at("/standings/0/player").asInt()).isEqualTo(winner);
            String first = d.findElement(By.cssSelector("#standings tbody tr")).getText();
            assertThat(first).contains(players[winner - 1][0]).contains("+/b");
            ((org.openqa.selenium.JavascriptExecutor) d).executeScript("document.activeElement.blur(); window.scrollTo(0, 0)");
            Thread.sleep(300);
            File shot = ((TakesScreenshot) d).getScreenshotAs(OutputType.FILE);
            Path target = BrowserTest.screenshot("tournament.png");
            Files.createDirectories(target.getParent());
            Files.copy(shot.toPath(), target, StandardCopyOption.REPLACE_EXISTING);
            // A refused entry is said in the page's language (refusalsAreSaidInThePagesLanguage has the rest).
            d.findElement(By.cssSelector("#result-form [name=round]")).sendKeys("1");
            d.findElement(By.cssSelector("#result-form [name=board]")).sendKeys("1");
            d.findElement(By.cssSelector("#result-form [name=result]")).sendKeys("W+R");
            d.findElement(By.cssSelector("#result-form button")).click();
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("message")).getText()
                    .equals("У этого стола уже есть результат: чтобы изменить его, отметьте «Исправить» и укажите основание."));
            // The standings' columns are the regulations' criteria in their order, as in the printed table.
            String other = c.post("/api/tournaments", null, "{\"name\":\"Блиц\",\"rules\":\"russian-territory\","
                    + "\"tieBreaks\":\"points,direct,sodos\"}").body().get("id").asText();
            d.get(base + "/tournament.html?id=" + other + "&lang=ru");
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("title")).getText().equals("Блиц"));
            String head = d.findElement(By.cssSelector("#standings thead")).getText();
            assertThat(head).contains("Очки", "Личная встреча", "SODOS").doesNotContain("SOS ").doesNotContain("SOSOS");
            assertThat(head.indexOf("Личная встреча")).isLessThan(head.indexOf("SODOS"));
        } finally {
            d.quit();
        }
    }

    /**
     * In Russian the tournament page says the refusals a referee meets there in Russian: it showed
     * the server's English detail. A refusal it has no words for (a protocol whose rows name nobody of
     * the tournament) is still said, as "Отказано (status): " and the server's detail. A refusal stays
     * until the referee's next action: the reload every 10 s no longer wipes it.
     */
    @Test
    void refusalsAreSaidInThePagesLanguage() throws Exception {
        Client c = new Client(server.port());
        Client.Refereed t = c.tournament("{\"name\":\"Отказы\",\"rules\":\"russian-territory\",\"boardSize\":9}");
        String id = t.id();
        String token = t.token();
        WebDriver d = BrowserTest.browser(dir);
        try {
            d.get(base + "/tournament.html?id=" + id + "&lang=ru#token=" + token);
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("title")).getText().equals("Отказы"));

            d.findElement(By.id("pair")).click();
            said(d, "Следующий тур не составить: для круговой системы нужны хотя бы два участника, "
                    + "а когда все её туры составлены, она завершена.");
            addPlayer(d, "Аня", "12x");
            said(d, "Разряд записывается так: 15k, 3d или 1p.");
            addPlayer(d, "А\u200Bня", "1d");
            said(d, "В имени, клубе, городе или названии не может быть невидимых символов, знаков направления текста, "
                    + "табуляции или перевода строки: наберите текст заново, а не вставляйте его.");
            addPlayer(d, "Аня", "1d");
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("standings")).getText().contains("Аня"));
            assertThat(message(d)).isEmpty();
            addPlayer(d, "АНЯ", "");
            said(d, "Участник с таким именем уже зарегистрирован (заглавные и строчные буквы не различаются).");
            addPlayer(d, "Боря", "");
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("standings")).getText().contains("Боря"));
            d.findElement(By.id("pair")).click();
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("rounds")).getText().contains("Стол 1"));
            addPlayer(d, "Вера", "");
            said(d, "Жеребьёвка круговой системы уже проведена: новых участников добавить нельзя.");

            enterResult(d, "1", "1", "B+3.25", "");
            said(d, "Перевес по очкам — целое число очков или с половиной (B+3, W+6.5): такого подсчёт не даёт.");
            enterResult(d, "1", "1", "B+lots", "");
            said(d, "Результат записывается так: B+3.5, W+R, B+T, W+F, 0, Void или FF.");
            enterResult(d, "1", "1", "W+F", "");
            said(d, "Для поражения, обоюдного поражения или аннулированной партии нужна причина.");
            enterResult(d, "1", "7", "B+R", "");
            said(d, "Такого тура или стола нет.");
            d.findElement(By.cssSelector("#result-form [name=correct]")).click();
            enterResult(d, "1", "1", "B+R", "опечатка");
            said(d, "У этого стола ещё нет результата, исправлять нечего: снимите отметку «Исправить».");
            assertThat(c.get("/api/tournaments/" + id).body().at("/rounds/0/pairings/0/result").isNull()).isTrue();
            // The refusal outlives the page's reload every 10 s.
            Thread.sleep(11_000);
            assertThat(message(d)).isEqualTo("У этого стола ещё нет результата, исправлять нечего: снимите отметку «Исправить».");

            d.findElement(By.cssSelector("#result-form [name=correct]")).click();
            enterResult(d, "1", "1", "B+R", "");
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("rounds")).getText().contains("B+R"));
            assertThat(message(d)).isEmpty();
            d.findElement(By.cssSelector("#result-form [name=correct]")).click();
            enterResult(d, "1", "1", "W+R", "");
            said(d, "Для исправления нужно основание: заполните поле «Основание».");
            assertThat(c.get("/api/tournaments/" + id).body().at("/rounds/0/pairings/0/result/result").asText()).isEqualTo("B+R");

            // No words for a protocol's rows: the server's detail, after the page's "Refused (422)".
            Path protocol = Files.createTempDirectory(dir, "upload").resolve("protocol.csv");
            Files.writeString(protocol, "game,black,white,result\n1,Гость,Аня,W+R\n");
            d.findElement(By.cssSelector("#protocol-form [name=file]")).sendKeys(protocol.toString());
            GamePageTest.js(d, "document.getElementById('message').textContent = ''");
            d.findElement(By.cssSelector("#protocol-form button")).click();
            BrowserTest.waiting(d).until(x -> !message(x).isEmpty());
            assertThat(message(d)).startsWith("Отказано (422): the protocol was not imported: line 2").contains("Гость");

            // A link with a wrong token: the page's words for it.
            // (Another query than the page's own, so that the browser loads the page anew.)
            d.get(base + "/tournament.html?lang=ru&id=" + id + "#token=not-the-token");
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("rounds")).getText().contains("B+R"));
            d.findElement(By.id("pair")).click();
            said(d, "Эта ссылка не даёт такого права.");
        } finally {
            d.quit();
        }
    }

    /**
     * The page's words, in Russian, for two refusals the server really sends and the page showed in
     * English: a change of pairings once the round has started ({@code conflict}) and a result its
     * score sheet contradicts ({@code score-sheet}). The page itself has no form for either (they come
     * through the API), so the requests are sent from the page with its own {@code api} and worded
     * with its own {@code REFUSALS} and {@code refusalText}.
     */
    @Test
    void aChangeOfAStartedRoundAndAContradictedSheetAreWordedInRussian() {
        Client c = new Client(server.port());
        Client.Refereed t = c.tournament("{\"name\":\"Поздно\",\"rules\":\"japanese\",\"boardSize\":9}");
        String api = "/api/tournaments/" + t.id();
        for (String name : new String[] {"Аня", "Боря", "Вера", "Глеб"}) {
            assertThat(c.post(api + "/players", t.token(), "{\"name\":\"" + name + "\"}").status()).isEqualTo(201);
        }
        assertThat(c.post(api + "/rounds", t.token(), "").status()).isEqualTo(201);
        assertThat(c.post(api + "/results", t.token(), "{\"round\":1,\"board\":1,\"result\":\"B+R\"}").status()).isEqualTo(201);
        WebDriver d = BrowserTest.browser(dir);
        try {
            d.get(base + "/tournament.html?id=" + t.id() + "&lang=ru#token=" + t.token());
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("rounds")).getText().contains("B+R"));
            String change = "{\"pairings\":[{\"board\":1,\"black\":2,\"white\":1},{\"board\":2,\"black\":3,\"white\":4}],"
                    + "\"why\":\"ошибка\"}";
            assertThat(saidFor(d, "PUT", api + "/rounds/1", t.token(), change))
                    .isEqualTo("Тур уже начался — партия идёт или уже есть результат: жеребьёвку этого тура изменить нельзя.");
            String sheet = "{\"round\":1,\"board\":2,\"result\":\"B+2.5\",\"black\":{\"territory\":30},"
                    + "\"white\":{\"territory\":25,\"komi\":7.5}}";    // the sheet counts W+2.5 (30 against 25 and 7.5)
            assertThat(saidFor(d, "POST", api + "/results", t.token(), sheet))
                    .isEqualTo("Результат не сходится с подсчётом: проверьте результат, слагаемые подсчёта и штрафы.");
            JsonNode v = c.get(api).body();
            assertThat(v.at("/rounds/0/pairings/0/black").asInt()).isNotEqualTo(2);
            assertThat(v.at("/rounds/0/pairings/1/result").isNull()).isTrue();
        } finally {
            d.quit();
        }
    }

    /** What the open tournament page says for the server's answer to this request: its own api, REFUSALS and refusalText. */
    private static String saidFor(WebDriver d, String method, String path, String token, String body) {
        return (String) ((JavascriptExecutor) d).executeAsyncScript("""
                const [method, path, token, body, done] = arguments;
                Promise.all([import('/tournament.js'), import('/api.js'), import('/i18n.js')])
                  .then(async ([page, { api }, { refusalText }]) => {
                    const r = await api(path, { method, token, body: JSON.parse(body) });
                    done(r.ok ? 'accepted' : refusalText(r, page.REFUSALS));
                  }, (e) => done(String(e)));
                """, method, path, token, body);
    }

    /**
     * The new-tournament page says a komi, a time control and tie-breaks the server refuses in
     * Russian: the last two showed the server's English detail.
     */
    @Test
    void theNewTournamentFormSaysItsRefusalsInRussian() {
        int before = client.get("/api/tournaments").body().size();
        WebDriver d = BrowserTest.browser(dir);
        try {
            d.get(base + "/tournaments.html?lang=ru");
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("create")).getText().contains("Коми"));
            d.findElement(By.name("name")).sendKeys("Кубок");
            d.findElement(By.name("komi")).clear();
            d.findElement(By.name("komi")).sendKeys("2000");
            create(d);
            said(d, "Коми — число с шагом 0.5, от −1000 до 1000 (6.5, 7, 0, −5.5); если поле пусто — по правилам.");
            assertThat(client.get("/api/tournaments").body().size()).isEqualTo(before);
            d.findElement(By.name("komi")).clear();
            // Byo-yomi without its periods: the clocks cannot run it.
            d.findElement(By.name("time")).clear();
            d.findElement(By.name("time")).sendKeys("byo:10m");
            create(d);
            said(d, "Контроль времени записывается так: byo:40m+5x30s, abs:10m, can:10m+25/5m, fis:5m+10s или none.");
            assertThat(client.get("/api/tournaments").body().size()).isEqualTo(before);
            d.findElement(By.name("time")).clear();
            // The standings start with a score.
            d.findElement(By.name("tieBreaks")).clear();
            d.findElement(By.name("tieBreaks")).sendKeys("sos,points");
            create(d);
            said(d, "Дополнительные показатели: сначала очки (points, NBW или MMS), затем любые из sos, sosos, sodos, sos-1, "
                    + "sos-2, mos, cuss, direct или названия OpenGotha (SOSW, SOSM, SOSM-1, SODOSM, CUSSM, DC, Rating, Rank…), "
                    + "каждый один раз, через запятую; пусто — показатели системы.");
            // An unknown one too.
            d.findElement(By.name("tieBreaks")).clear();
            d.findElement(By.name("tieBreaks")).sendKeys("points,elo");
            create(d);
            said(d, "Дополнительные показатели: сначала очки (points, NBW или MMS), затем любые из sos, sosos, sodos, sos-1, "
                    + "sos-2, mos, cuss, direct или названия OpenGotha (SOSW, SOSM, SOSM-1, SODOSM, CUSSM, DC, Rating, Rank…), "
                    + "каждый один раз, через запятую; пусто — показатели системы.");
            assertThat(client.get("/api/tournaments").body().size()).isEqualTo(before);
            // A referee's name with a character that does not show as written.
            d.findElement(By.name("tieBreaks")).clear();
            d.findElement(By.name("referee")).clear();
            d.findElement(By.name("referee")).sendKeys("Судья\u2066 Сидоров");
            create(d);
            said(d, "В имени, клубе, городе или названии не может быть невидимых символов, знаков направления текста, "
                    + "табуляции или перевода строки: наберите текст заново, а не вставляйте его.");
            assertThat(client.get("/api/tournaments").body().size()).isEqualTo(before);
        } finally {
            d.quit();
        }
    }

    /** Presses Create with the page's message emptied first, so that said() waits for the new one. */
    private static void create(WebDriver d) {
        GamePageTest.js(d, "document.getElementById('message').textContent = ''");
        d.findElement(By.cssSelector("#create button")).click();
    }

    /**
     * A table's game started meanwhile (from another tab of the referee, here through the API) while
     * this page still shows its Start game: pressed, it says so in Russian, not in the server's
     * English, and no second game is made.
     */
    @Test
    void aTableStartedMeanwhileIsSaidInRussian() {
        Client c = new Client(server.port());
        Client.Refereed t = c.tournament("{\"name\":\"Две вкладки\",\"rules\":\"japanese\",\"boardSize\":9}");
        String id = t.id();
        String token = t.token();
        for (String name : new String[] {"Аня", "Боря"}) {
            assertThat(c.post("/api/tournaments/" + id + "/players", token, "{\"name\":\"" + name + "\"}").status()).isEqualTo(201);
        }
        assertThat(c.post("/api/tournaments/" + id + "/rounds", token, "").status()).isEqualTo(201);
        WebDriver d = BrowserTest.browser(dir);
        try {
            d.get(base + "/tournament.html?id=" + id + "&lang=ru#token=" + token);
            By start = By.xpath("//button[text()='Начать партию']");
            BrowserTest.waiting(d).until(x -> !x.findElements(start).isEmpty());
            // The page's reload every 10 s would redraw the pairings (and drop this button) if it
            // came between the API's start and the click: its reads are held from here on.
            GamePageTest.js(d, "const f = window.fetch; window.fetch = (u, o) => o && o.method === 'GET'"
                    + " ? new Promise(() => {}) : f(u, o);");
            WebElement button = d.findElement(start);
            Client.Answer first = c.post("/api/tournaments/" + id + "/rounds/1/tables/1/game", token, "");
            assertThat(first.status()).as(first.text()).isEqualTo(201);
            String game = c.get("/api/tournaments/" + id).body().at("/rounds/0/pairings/0/game").asText();
            assertThat(game).isNotBlank();
            GamePageTest.js(d, "document.getElementById('message').textContent = ''");
            button.click();
            said(d, "Партия этого стола уже начата: ссылка на неё — в жеребьёвке тура.");
            assertThat(c.get("/api/tournaments/" + id).body().at("/rounds/0/pairings/0/game").asText()).isEqualTo(game);
        } finally {
            d.quit();
        }
    }

    private static String message(WebDriver d) {
        return d.findElement(By.id("message")).getText();
    }

    /** Waits for the page's message to be exactly these words (the helpers below empty it before they submit). */
    private static void said(WebDriver d, String words) {
        try {
            BrowserTest.waiting(d).until(x -> message(x).equals(words));
        } catch (org.openqa.selenium.TimeoutException e) {
            assertThat(message(d)).isEqualTo(words); // says what the page said instead
            throw e;
        }
    }

    private static void addPlayer(WebDriver d, String name, String rank) {
        GamePageTest.js(d, "document.getElementById('message').textContent = ''");
        d.findElement(By.cssSelector("#player-form [name=name]")).clear();
        d.findElement(By.cssSelector("#player-form [name=name]")).sendKeys(name);
        d.findElement(By.cssSelector("#player-form [name=rank]")).clear();
        if (!rank.isEmpty()) {
            d.findElement(By.cssSelector("#player-form [name=rank]")).sendKeys(rank);
        }
        d.findElement(By.cssSelector("#player-form button")).click();
    }

    private static void enterResult(WebDriver d, String round, String board, String result, String why) {
        GamePageTest.js(d, "document.getElementById('message').textContent = ''");
        for (String[] f : new String[][] {{"round", round}, {"board", board}, {"result", result}, {"why", why}}) {
            d.findElement(By.cssSelector("#result-form [name=" + f[0] + "]")).clear();
            if (!f[1].isEmpty()) {
                d.findElement(By.cssSelector("#result-form [name=" + f[0] + "]")).sendKeys(f[1]);
            }
        }
        d.findElement(By.cssSelector("#result-form button")).click();
    }

    /**
     * Start game pressed from the keyboard redraws the pairings it sits in: the focus goes to the
     * same table's link to the new game, and the pairings redrawn every 10 s give a button its focus
     * back. It used to fall to the top of the page either way.
     */
    @Test
    void theRefereeKeepsTheirPlaceInThePairings() {
        Client c = new Client(server.port());
        Client.Refereed t = c.tournament("{\"name\":\"Клавиатура\",\"rules\":\"japanese\",\"boardSize\":9}");
        String id = t.id();
        String token = t.token();
        for (String name : new String[] {"Аня", "Боря", "Вера", "Глеб"}) {
            assertThat(c.post("/api/tournaments/" + id + "/players", token, "{\"name\":\"" + name + "\"}").status()).isEqualTo(201);
        }
        assertThat(c.post("/api/tournaments/" + id + "/rounds", token, "").status()).isEqualTo(201);
        WebDriver d = BrowserTest.browser(dir);
        try {
            d.get(base + "/tournament.html?id=" + id + "#token=" + token);
            BrowserTest.waiting(d).until(x -> !x.findElements(By.cssSelector("[data-focus='1/1/start']")).isEmpty());
            d.findElement(By.cssSelector("[data-focus='1/1/start']")).sendKeys(Keys.ENTER);
            BrowserTest.waiting(d).until(x -> !x.findElements(By.cssSelector("[data-focus='1/1/watch']")).isEmpty());
            assertThat(c.get("/api/tournaments/" + id).body().at("/rounds/0/pairings/0/game").asText()).isNotEmpty();
            assertThat(focusKey(d)).isEqualTo("1/1/watch");

            ((JavascriptExecutor) d).executeScript("arguments[0].focus()", d.findElement(By.cssSelector("[data-focus='1/2/result']")));
            assertThat(focusKey(d)).isEqualTo("1/2/result");
            assertThat(c.post("/api/tournaments/" + id + "/results", token,
                    "{\"round\":1,\"board\":2,\"result\":\"W+R\"}").status()).isEqualTo(201);
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("rounds")).getText().contains("W+R"));
            assertThat(focusKey(d)).isEqualTo("1/2/result");
        } finally {
            d.quit();
        }
    }

    /** The data-focus key of the element that has the focus; "BODY" if none has it. */
    static String focusKey(WebDriver d) {
        return (String) ((JavascriptExecutor) d).executeScript(
                "const e = document.activeElement; return e === document.body ? 'BODY' : e.dataset.focus");
    }
}
