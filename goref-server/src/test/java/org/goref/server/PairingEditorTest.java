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
import org.openqa.selenium.support.ui.Select;

/**
 * The referee changes a round's pairings on the tournament page (pairing-editor.js): colours
 * swapped and a player given a bye, saved through the API's PUT with the reason, which the page then
 * shows under the round; a player twice or left out said on the page before anything is sent; a
 * round started meanwhile refused in words, the editor closed; the open editor kept across the
 * page's reload every 10 s. Five players: Аня–Боря at table 1, Вера–Глеб at table 2, Дима free.
 * Each table's handicap: what the regulations' policy gives its players once they change, the
 * referee's when set by hand, sent and stored; a handicap game with the stronger player as Black
 * said once before sending.
 */
class PairingEditorTest extends PagesInChromium {
    private static final String RU_TWICE = "Глеб: в туре дважды (за двумя столами, за столом и среди свободных или против себя). "
            + "Оставьте каждого участника один раз.";
    private static final String RU_MISSING = "Вера: ни за столом, ни среди свободных. Посадите за стол или освободите от игры; "
            + "если участник не играет в этом туре намеренно, нажмите «Сохранить» ещё раз: тур без партии не даёт очков.";
    private static final String RU_NO_WHY = "Изменение жеребьёвки нужно обосновать: заполните поле «Причина».";
    private static final String RU_STARTED = "Тур уже начался — партия идёт или уже есть результат: жеребьёвку этого тура изменить нельзя.";

    private static final String RU_STALE = "Жеребьёвку этого тура уже изменили после того, как вы открыли редактор: "
            + "тур загружен заново, внесите своё изменение ещё раз.";

    private final Client c = new Client(server.port());

    /** A tournament of five players with round 1 paired by hand; its id and the referee's token. */
    private Client.Refereed fivePlayersOneRound(String name) {
        Client.Refereed t = c.tournament("{\"name\":\"" + name + "\",\"rules\":\"japanese\",\"boardSize\":9,\"referee\":\"Судья Орлов\"}");
        for (String p : new String[] {"Аня", "Боря", "Вера", "Глеб", "Дима"}) {
            assertThat(c.post(api(t) + "/players", t.token(), "{\"name\":\"" + p + "\"}").status()).isEqualTo(201);
        }
        assertThat(c.post(api(t) + "/rounds", t.token(), "{\"pairings\":[{\"black\":1,\"white\":2},{\"black\":3,\"white\":4}],"
                + "\"byes\":[5]}").status()).isEqualTo(201);
        return t;
    }

    private static final String RU_STRONGER_BLACK = "Чёрными с форой играет более сильный — стол 2: чёрные Боря (3d), "
            + "белые Вера (5k), фора 6. В партии с форой чёрными играет более слабый: поменяйте цвета или поставьте фору 0; "
            + "если так и задумано, нажмите «Сохранить» ещё раз.";
    private static final String EN_STRONGER_BLACK = "The stronger player takes Black in a handicap game — table 1: "
            + "Black Аня (1k), White Дима (2k), handicap 2. The weaker player takes Black in a handicap game: swap the colours "
            + "or set the handicap to 0; if this is meant, press Save again.";
    private static final String RU_HANDICAP = "Камни форы не помещаются на доске этого турнира: на нечётной доске от 9×9 — "
            + "от 2 до 9 камней, на 7×7 и чётных досках — от 2 до 4, на доске меньше 7×7 — ни одного (фора 1, чёрные без коми, "
            + "камней не ставит).";

    /**
     * Аня 1k, Боря 3d, Вера 5k, Глеб 1d, Дима 2k under the handicap policy `handicap` on a board of
     * `size`, round 1 paired by hand as `pairings` says, Дима free.
     */
    private Client.Refereed rankedOneRound(String name, int size, String handicap, String pairings) {
        Client.Refereed t = c.tournament("{\"name\":\"" + name + "\",\"rules\":\"japanese\",\"boardSize\":" + size
                + ",\"handicap\":\"" + handicap + "\",\"referee\":\"Судья Орлов\"}");
        String[][] players = {{"Аня", "1k"}, {"Боря", "3d"}, {"Вера", "5k"}, {"Глеб", "1d"}, {"Дима", "2k"}};
        for (String[] p : players) {
            assertThat(c.post(api(t) + "/players", t.token(), "{\"name\":\"" + p[0] + "\",\"rank\":\"" + p[1] + "\"}").status())
                    .isEqualTo(201);
        }
        Client.Answer round = c.post(api(t) + "/rounds", t.token(), "{\"pairings\":" + pairings + ",\"byes\":[5]}");
        assertThat(round.status()).as(round.text()).isEqualTo(201);
        return t;
    }

    private static String api(Client.Refereed t) {
        return "/api/tournaments/" + t.id();
    }

    private JsonNode round1(Client.Refereed t) {
        return c.get(api(t)).body().at("/rounds/0");
    }

    @Test
    void theRefereeSwapsColoursAndGivesAByeInRussian() throws Exception {
        Client.Refereed t = fivePlayersOneRound("Правка");
        WebDriver d = BrowserTest.browser(dir);
        try {
            d.get(base + "/tournament.html?id=" + t.id() + "&lang=ru#token=" + t.token());
            By edit = By.cssSelector("[data-focus='1/edit']");
            BrowserTest.waiting(d).until(x -> !x.findElements(edit).isEmpty());
            assertThat(d.findElement(edit).getText()).isEqualTo("Изменить жеребьёвку");
            // From the keyboard: the editor opens with the focus on table 1's Black.
            d.findElement(edit).sendKeys(Keys.ENTER);
            BrowserTest.waiting(d).until(x -> "1/pe/1/black".equals(TournamentBrowserTest.focusKey(x)));
            assertThat(accessibleName(d, "1/pe/1/black")).isEqualTo("Чёрные, Стол 1");
            assertThat(selected(d, "1/pe/1/black")).isEqualTo("1");

            d.findElement(focus("1/pe/1/swap")).click();
            assertThat(selected(d, "1/pe/1/black")).isEqualTo("2");
            assertThat(selected(d, "1/pe/1/white")).isEqualTo("1");
            assertThat(TournamentBrowserTest.focusKey(d)).isEqualTo("1/pe/1/swap");
            // No reason: said on the page, the focus taken to the field, nothing sent.
            d.findElement(focus("1/pe/save")).click();
            assertThat(editorSays(d)).isEqualTo(RU_NO_WHY);
            assertThat(TournamentBrowserTest.focusKey(d)).isEqualTo("1/pe/why");
            assertThat(round1(t).at("/pairings/0/black").asInt()).isEqualTo(1);

            d.findElement(focus("1/pe/why")).sendKeys("перепутаны цвета");
            d.findElement(focus("1/pe/save")).click();
            BrowserTest.waiting(d).until(x -> x.findElements(By.cssSelector(".pairing-editor")).isEmpty());
            JsonNode r = round1(t);
            assertThat(r.at("/pairings/0/black").asInt()).isEqualTo(2);
            assertThat(r.at("/pairings/0/white").asInt()).isEqualTo(1);
            assertThat(r.at("/pairings/1/black").asInt()).isEqualTo(3);
            assertThat(r.at("/changes/0/why").asText()).isEqualTo("перепутаны цвета");
            assertThat(r.at("/changes/0/by").asText()).isEqualTo("Судья Орлов");
            String shown = d.findElement(By.id("rounds")).getText();
            assertThat(shown).contains("● Боря", "○ Аня", "Жеребьёвка изменена (Судья Орлов, ").contains("): перепутаны цвета");
            assertThat(TournamentBrowserTest.focusKey(d)).isEqualTo("1/edit");

            // Глеб also among the byes: said on the page by name, nothing sent.
            d.findElement(edit).click();
            d.findElement(focus("1/pe/add-bye")).click();
            assertThat(TournamentBrowserTest.focusKey(d)).isEqualTo("1/pe/bye2/player");
            new Select(d.findElement(focus("1/pe/bye2/player"))).selectByValue("4");
            d.findElement(focus("1/pe/why")).sendKeys("Глеб опоздал, Вера снялась");
            d.findElement(focus("1/pe/save")).click();
            assertThat(editorSays(d)).isEqualTo(RU_TWICE);
            assertThat(round1(t).get("changes").size()).isEqualTo(1);
            // Both of his selects are marked, and only they.
            assertThat(d.findElements(By.cssSelector(".pairing-editor select[aria-invalid=true]")))
                    .extracting(e -> e.getDomAttribute("data-focus")).containsExactly("1/pe/2/white", "1/pe/bye2/player");
            GamePageTest.js(d, "document.activeElement.blur(); document.querySelector('.pairing-editor').scrollIntoView()");
            shot(d, "pairing-editor-ru.png");

            // Table 2 taken away: Вера is left out, and the page says so by name before sending.
            d.findElement(focus("1/pe/2/remove")).click();
            d.findElement(focus("1/pe/save")).click();
            assertThat(editorSays(d)).isEqualTo(RU_MISSING);
            assertThat(round1(t).get("changes").size()).isEqualTo(1);
            d.findElement(focus("1/pe/add-bye")).click();
            new Select(d.findElement(focus("1/pe/bye3/player"))).selectByVisibleText("3. Вера");
            d.findElement(focus("1/pe/save")).click();
            BrowserTest.waiting(d).until(x -> x.findElements(By.cssSelector(".pairing-editor")).isEmpty());
            r = round1(t);
            assertThat(r.get("pairings").size()).isEqualTo(1);
            assertThat(r.get("byes").toString()).isEqualTo("[5,4,3]");
            assertThat(r.at("/changes/1/why").asText()).isEqualTo("Глеб опоздал, Вера снялась");
            assertThat(d.findElement(By.id("rounds")).getText()).contains("свободен: Дима, Глеб, Вера");
            assertThat(d.findElement(By.id("message")).getText()).isEmpty();
        } finally {
            d.quit();
        }
    }

    /**
     * Another tab (here the API) starts a game of the round while the editor is open: Save is
     * refused with the server's {@code conflict}, said in Russian where the page says its refusals;
     * the editor closes on the round as it now stands, which offers no change any more.
     */
    @Test
    void aSaveAfterAGameStartedElsewhereIsRefusedInWords() {
        Client.Refereed t = fivePlayersOneRound("Две вкладки");
        WebDriver d = BrowserTest.browser(dir);
        try {
            // Without the referee's link there is nothing to edit.
            d.get(base + "/tournament.html?id=" + t.id() + "&lang=ru");
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("rounds")).getText().contains("Стол 2"));
            assertThat(d.findElements(By.cssSelector("[data-focus='1/edit']"))).isEmpty();

            d.get(base + "/tournament.html?lang=ru&id=" + t.id() + "#token=" + t.token());
            By edit = By.cssSelector("[data-focus='1/edit']");
            BrowserTest.waiting(d).until(x -> !x.findElements(edit).isEmpty());
            d.findElement(edit).click();
            d.findElement(focus("1/pe/1/swap")).click();
            d.findElement(focus("1/pe/why")).sendKeys("цвета");
            assertThat(c.post(api(t) + "/rounds/1/tables/1/game", t.token(), "").status()).isEqualTo(201);
            d.findElement(focus("1/pe/save")).click();
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("message")).getText().equals(RU_STARTED));
            BrowserTest.waiting(d).until(x -> x.findElements(By.cssSelector(".pairing-editor")).isEmpty());
            assertThat(d.findElements(edit)).isEmpty();
            assertThat(d.findElement(By.id("rounds")).getText()).contains("смотреть", "● Аня");
            assertThat(TournamentBrowserTest.focusKey(d)).isEqualTo("1/heading");
            assertThat(round1(t).at("/pairings/0/black").asInt()).isEqualTo(1);
            assertThat(round1(t).get("changes").size()).isZero();
        } finally {
            d.quit();
        }
    }

    /**
     * Another tab (here the API, as a second referee's page sends it) changes the round's pairings
     * while the editor is open: this editor's Save, drawn from the round before that change, is
     * refused under {@code stale-pairing}, said in Russian where the page says its refusals; the
     * other change stands, and the editor closes on the round as it now stands, to be opened again.
     */
    @Test
    void aSaveAfterAChangeElsewhereIsRefusedAndTheOtherChangeKept() {
        Client.Refereed t = fivePlayersOneRound("Два судьи");
        WebDriver d = BrowserTest.browser(dir);
        try {
            d.get(base + "/tournament.html?lang=ru&id=" + t.id() + "#token=" + t.token());
            By edit = By.cssSelector("[data-focus='1/edit']");
            BrowserTest.waiting(d).until(x -> !x.findElements(edit).isEmpty());
            d.findElement(edit).click();
            d.findElement(focus("1/pe/1/swap")).click();
            d.findElement(focus("1/pe/why")).sendKeys("перепутаны цвета");
            // The other referee saves first, from the round as both saw it: Дима plays Глеб, Вера is free.
            Client.Answer other = c.put(api(t) + "/rounds/1", t.token(), "{\"pairings\":[{\"black\":1,\"white\":2},"
                    + "{\"black\":5,\"white\":4}],\"byes\":[3],\"why\":\"Вера снялась\",\"basedOn\":0}");
            assertThat(other.status()).as(other.text()).isEqualTo(200);
            d.findElement(focus("1/pe/save")).click();
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("message")).getText().equals(RU_STALE));
            BrowserTest.waiting(d).until(x -> x.findElements(By.cssSelector(".pairing-editor")).isEmpty());
            JsonNode r = round1(t);
            assertThat(r.get("changes")).hasSize(1);
            assertThat(r.at("/changes/0/why").asText()).isEqualTo("Вера снялась");
            assertThat(r.at("/pairings/0/black").asInt()).isEqualTo(1);
            assertThat(r.at("/pairings/1/black").asInt()).isEqualTo(5);
            // The round is drawn anew from the server: the other change and its reason show.
            assertThat(d.findElement(By.id("rounds")).getText()).contains("свободен: Вера", "): Вера снялась");
            assertThat(TournamentBrowserTest.focusKey(d)).isEqualTo("1/heading");

            // Opened again, the editor is drawn from the round as it now stands, and its Save lands.
            d.findElement(edit).click();
            assertThat(selected(d, "1/pe/2/black")).isEqualTo("5");
            d.findElement(focus("1/pe/1/swap")).click();
            d.findElement(focus("1/pe/why")).sendKeys("перепутаны цвета");
            d.findElement(focus("1/pe/save")).click();
            BrowserTest.waiting(d).until(x -> x.findElements(By.cssSelector(".pairing-editor")).isEmpty());
            r = round1(t);
            assertThat(r.get("changes")).hasSize(2);
            assertThat(r.at("/pairings/0/black").asInt()).isEqualTo(2);
            assertThat(r.at("/pairings/1/black").asInt()).isEqualTo(5);
            assertThat(d.findElement(By.id("message")).getText()).isEmpty();
        } finally {
            d.quit();
        }
    }

    /**
     * The page reloads the tournament every 10 s and redraws what changed. An open editor, its
     * changes, the reason half typed and the focus in it all survive a reload that redraws (a player
     * registered meanwhile, who becomes a choice); Cancel then leaves the round as it was.
     */
    @Test
    void theEditorSurvivesTheReload() {
        Client.Refereed t = fivePlayersOneRound("Reload");
        WebDriver d = BrowserTest.browser(dir);
        try {
            d.get(base + "/tournament.html?id=" + t.id() + "&lang=en#token=" + t.token());
            By edit = By.cssSelector("[data-focus='1/edit']");
            BrowserTest.waiting(d).until(x -> !x.findElements(edit).isEmpty());
            assertThat(d.findElement(edit).getText()).isEqualTo("Edit pairings");
            d.findElement(edit).click();
            d.findElement(focus("1/pe/1/swap")).click();
            d.findElement(focus("1/pe/why")).sendKeys("late");
            // Whether the reload takes the editor out of the page, even to put it back: an open
            // select's list would close, and the focus would leave it for a moment.
            GamePageTest.js(d, """
                    window.editorTakenOut = 0;
                    const editor = document.querySelector('.pairing-editor');
                    new MutationObserver((records) => {
                      for (const r of records) for (const n of r.removedNodes) if (n === editor || n.contains(editor)) window.editorTakenOut++;
                    }).observe(document.getElementById('rounds'), { childList: true, subtree: true });""");
            assertThat(c.post(api(t) + "/players", t.token(), "{\"name\":\"Ефим\"}").status()).isEqualTo(201);
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("standings")).getText().contains("Ефим"));
            assertThat((Long) GamePageTest.js(d, "return window.editorTakenOut")).isZero();

            assertThat(d.findElements(By.cssSelector(".pairing-editor"))).hasSize(1);
            assertThat(selected(d, "1/pe/1/black")).isEqualTo("2");
            assertThat(d.findElement(focus("1/pe/why")).getDomProperty("value")).isEqualTo("late");
            assertThat(TournamentBrowserTest.focusKey(d)).isEqualTo("1/pe/why");
            assertThat(d.findElement(focus("1/pe/2/white")).getText()).contains("6. Ефим");
            // The typing goes on where it was.
            d.switchTo().activeElement().sendKeys(" arrival");
            assertThat(d.findElement(focus("1/pe/why")).getDomProperty("value")).isEqualTo("late arrival");

            d.findElement(focus("1/pe/cancel")).click();
            BrowserTest.waiting(d).until(x -> x.findElements(By.cssSelector(".pairing-editor")).isEmpty());
            assertThat(TournamentBrowserTest.focusKey(d)).isEqualTo("1/edit");
            assertThat(d.findElement(By.id("rounds")).getText()).contains("● Аня", "○ Боря");
            assertThat(round1(t).at("/pairings/0/black").asInt()).isEqualTo(1);
            assertThat(round1(t).get("changes").size()).isZero();
        } finally {
            d.quit();
        }
    }

    /**
     * A table added and left without its players is said on the page, its selects marked; removed,
     * the focus goes to Add a table. A refusal of the server's (here a link with a wrong token) is
     * said in the page's words beside Save, and the editor stays open with the draft as it was.
     */
    @Test
    void refusalsAreSaidBesideSaveInRussian() {
        Client.Refereed t = fivePlayersOneRound("Чужая ссылка");
        WebDriver d = BrowserTest.browser(dir);
        try {
            d.get(base + "/tournament.html?id=" + t.id() + "&lang=ru#token=not-the-token");
            By edit = By.cssSelector("[data-focus='1/edit']");
            BrowserTest.waiting(d).until(x -> !x.findElements(edit).isEmpty());
            d.findElement(edit).click();
            d.findElement(focus("1/pe/add-table")).click();
            assertThat(TournamentBrowserTest.focusKey(d)).isEqualTo("1/pe/3/black");
            d.findElement(focus("1/pe/why")).sendKeys("ещё стол");
            d.findElement(focus("1/pe/save")).click();
            assertThat(editorSays(d)).isEqualTo("Стол 3: выберите и чёрных, и белых.");
            assertThat(d.findElements(By.cssSelector(".pairing-editor select[aria-invalid=true]")))
                    .extracting(e -> e.getDomAttribute("data-focus")).containsExactly("1/pe/3/black", "1/pe/3/white");
            d.findElement(focus("1/pe/3/remove")).click();
            assertThat(TournamentBrowserTest.focusKey(d)).isEqualTo("1/pe/add-table");

            d.findElement(focus("1/pe/1/swap")).click();
            d.findElement(focus("1/pe/save")).click();
            BrowserTest.waiting(d).until(x -> editorSays(x).equals("Эта ссылка не даёт такого права."));
            assertThat(d.findElements(By.cssSelector(".pairing-editor"))).hasSize(1);
            assertThat(selected(d, "1/pe/1/black")).isEqualTo("2");
            assertThat(d.findElement(By.id("message")).getText()).isEmpty();
            assertThat(round1(t).at("/pairings/0/black").asInt()).isEqualTo(1);
        } finally {
            d.quit();
        }
    }

    /**
     * Under `rank:0:9:0.5` the referee swaps Боря and Глеб between the tables: each table's handicap
     * follows its players (Аня 1k–Глеб 1d: 1; Вера 5k–Боря 3d: 7; back to Боря, table 1's own 3), until
     * the referee sets table 2's by hand (6), which then stays whatever the colours. Its colours
     * swapped, Боря 3d would be Black in a handicap game: said by name on Save, nothing sent; swapped
     * back, saved, and the server stores the handicaps sent, each with the policy's komi.
     */
    @Test
    void swappingPlayersBetweenTablesGivesThePolicysHandicapsInRussian() {
        Client.Refereed t = rankedOneRound("Фора", 19, "rank:0:9:0.5",
                "[{\"black\":1,\"white\":2,\"handicap\":3},{\"black\":3,\"white\":4,\"handicap\":5}]");
        WebDriver d = BrowserTest.browser(dir);
        try {
            d.get(base + "/tournament.html?id=" + t.id() + "&lang=ru#token=" + t.token());
            By edit = By.cssSelector("[data-focus='1/edit']");
            BrowserTest.waiting(d).until(x -> !x.findElements(edit).isEmpty());
            d.findElement(edit).click();
            assertThat(accessibleName(d, "1/pe/1/handicap")).isEqualTo("Фора, Стол 1");
            assertThat(d.findElement(focus("1/pe/1/handicap")).findElement(By.xpath("..")).getText()).startsWith("Фора");
            assertThat(new Select(d.findElement(focus("1/pe/1/handicap"))).getOptions()).extracting(e -> e.getText())
                    .containsExactly("0", "1", "2", "3", "4", "5", "6", "7", "8", "9");
            assertThat(selected(d, "1/pe/1/handicap")).isEqualTo("3");
            assertThat(selected(d, "1/pe/2/handicap")).isEqualTo("5");

            new Select(d.findElement(focus("1/pe/1/white"))).selectByValue("4");
            new Select(d.findElement(focus("1/pe/2/white"))).selectByValue("2");
            assertThat(selected(d, "1/pe/1/handicap")).isEqualTo("1");
            assertThat(selected(d, "1/pe/2/handicap")).isEqualTo("7");
            new Select(d.findElement(focus("1/pe/1/white"))).selectByValue("2");
            assertThat(selected(d, "1/pe/1/handicap")).isEqualTo("3");
            new Select(d.findElement(focus("1/pe/1/white"))).selectByValue("4");
            assertThat(selected(d, "1/pe/1/handicap")).isEqualTo("1");

            new Select(d.findElement(focus("1/pe/2/handicap"))).selectByValue("6");
            d.findElement(focus("1/pe/2/swap")).click();
            assertThat(selected(d, "1/pe/2/black")).isEqualTo("2");
            assertThat(selected(d, "1/pe/2/handicap")).isEqualTo("6");
            assertThat(TournamentBrowserTest.focusKey(d)).isEqualTo("1/pe/2/swap");
            d.findElement(focus("1/pe/why")).sendKeys("Боря и Глеб из одного клуба");
            d.findElement(focus("1/pe/save")).click();
            assertThat(editorSays(d)).isEqualTo(RU_STRONGER_BLACK);
            assertThat(round1(t).get("changes").size()).isZero();

            d.findElement(focus("1/pe/2/swap")).click();
            assertThat(selected(d, "1/pe/2/black")).isEqualTo("3");
            assertThat(selected(d, "1/pe/2/handicap")).isEqualTo("6");
            d.findElement(focus("1/pe/save")).click();
            BrowserTest.waiting(d).until(x -> x.findElements(By.cssSelector(".pairing-editor")).isEmpty());
            JsonNode r = round1(t);
            assertThat(r.get("changes")).hasSize(1);
            assertThat(r.at("/pairings/0").toString()).contains("\"black\":1,\"white\":4,\"handicap\":1,\"komi\":0.5");
            assertThat(r.at("/pairings/1").toString()).contains("\"black\":3,\"white\":2,\"handicap\":6,\"komi\":0.5");
            assertThat(d.findElement(By.id("rounds")).getText()).contains("Фора 1", "Фора 6");
            assertThat(d.findElement(By.id("message")).getText()).isEmpty();
        } finally {
            d.quit();
        }
    }

    /**
     * In an even tournament a changed table is sent with handicap 0 and gets the regulations' komi;
     * a table left as it was keeps the komi it had (7.5, set through the API). A handicap of 2 set by
     * hand with the stronger player as Black is said once; Save again sends it as it is.
     */
    @Test
    void anEvenTournamentSendsHandicapZeroAndWarnsOnceOfAStrongerBlack() {
        Client.Refereed t = rankedOneRound("Even", 19, "even",
                "[{\"black\":1,\"white\":2},{\"black\":3,\"white\":4,\"komi\":7.5}]");
        WebDriver d = BrowserTest.browser(dir);
        try {
            d.get(base + "/tournament.html?id=" + t.id() + "&lang=en#token=" + t.token());
            By edit = By.cssSelector("[data-focus='1/edit']");
            BrowserTest.waiting(d).until(x -> !x.findElements(edit).isEmpty());
            d.findElement(edit).click();
            assertThat(accessibleName(d, "1/pe/2/handicap")).isEqualTo("Handicap, Table 2");
            // Дима takes Боря's seat, Боря his bye: Аня 1k–Дима 2k is still an even game.
            new Select(d.findElement(focus("1/pe/1/white"))).selectByValue("5");
            new Select(d.findElement(focus("1/pe/bye1/player"))).selectByValue("2");
            assertThat(selected(d, "1/pe/1/handicap")).isEqualTo("0");
            d.findElement(focus("1/pe/why")).sendKeys("Boria came late");
            d.findElement(focus("1/pe/save")).click();
            BrowserTest.waiting(d).until(x -> x.findElements(By.cssSelector(".pairing-editor")).isEmpty());
            JsonNode r = round1(t);
            assertThat(r.at("/pairings/0").toString()).contains("\"black\":1,\"white\":5,\"handicap\":0,\"komi\":6.5");
            assertThat(r.at("/pairings/1").toString()).contains("\"black\":3,\"white\":4,\"handicap\":0,\"komi\":7.5");

            d.findElement(edit).click();
            new Select(d.findElement(focus("1/pe/1/handicap"))).selectByValue("2");
            d.findElement(focus("1/pe/why")).sendKeys("a teaching game");
            d.findElement(focus("1/pe/save")).click();
            assertThat(editorSays(d)).isEqualTo(EN_STRONGER_BLACK);
            assertThat(d.findElements(By.cssSelector(".pairing-editor select[aria-invalid=true]"))).isEmpty();
            assertThat(round1(t).get("changes")).hasSize(1);
            d.findElement(focus("1/pe/save")).click();
            BrowserTest.waiting(d).until(x -> x.findElements(By.cssSelector(".pairing-editor")).isEmpty());
            r = round1(t);
            assertThat(r.get("changes")).hasSize(2);
            assertThat(r.at("/pairings/0").toString()).contains("\"black\":1,\"white\":5,\"handicap\":2,\"komi\":0.5");
            assertThat(r.at("/pairings/1").toString()).contains("\"black\":3,\"white\":4,\"handicap\":0,\"komi\":7.5");
        } finally {
            d.quit();
        }
    }

    /**
     * On 10×10 the handicap select offers what the board takes, 0 to 4, and the policy's 7 for Вера
     * 5k–Боря 3d is offered as 4. The server's refusal of 5 stones (the request the editor cannot
     * make, sent with the page's api) is said in the page's Russian words.
     */
    @Test
    void theHandicapFitsTheBoardAndTheServersRefusalIsWorded() {
        Client.Refereed t = rankedOneRound("Десять", 10, "rank:0:9:0.5",
                "[{\"black\":1,\"white\":2,\"handicap\":3},{\"black\":3,\"white\":4,\"handicap\":4}]");
        WebDriver d = BrowserTest.browser(dir);
        try {
            d.get(base + "/tournament.html?id=" + t.id() + "&lang=ru#token=" + t.token());
            By edit = By.cssSelector("[data-focus='1/edit']");
            BrowserTest.waiting(d).until(x -> !x.findElements(edit).isEmpty());
            d.findElement(edit).click();
            assertThat(new Select(d.findElement(focus("1/pe/2/handicap"))).getOptions()).extracting(e -> e.getText())
                    .containsExactly("0", "1", "2", "3", "4");
            new Select(d.findElement(focus("1/pe/2/white"))).selectByValue("2");
            assertThat(selected(d, "1/pe/2/handicap")).isEqualTo("4");

            Object said = ((JavascriptExecutor) d).executeAsyncScript("""
                    const [path, token, done] = arguments;
                    Promise.all([import('/tournament.js'), import('/api.js'), import('/i18n.js')])
                      .then(async ([page, { api }, { refusalText }]) => {
                        const body = { pairings: [{ black: 1, white: 2, handicap: 5 }, { black: 3, white: 4, handicap: 4 }],
                          byes: [5], why: 'ещё камень', basedOn: 0 };
                        const r = await api(path, { method: 'PUT', token, body });
                        done(r.ok ? 'accepted' : `${r.status} ${r.data.reason}: ${refusalText(r, page.PAIRING_REFUSALS)}`);
                      }, (e) => done(String(e)));
                    """, api(t) + "/rounds/1", t.token());
            assertThat(said).isEqualTo("422 handicap: " + RU_HANDICAP);
            assertThat(round1(t).get("changes")).isEmpty();
            assertThat(round1(t).at("/pairings/0/handicap").asInt()).isEqualTo(3);
        } finally {
            d.quit();
        }
    }

    /**
     * The draft's handicap logic (pairing-draft.js), in the page's own module: grades and ratings on
     * Rank.strength's scale, the policy's handicap as HandicapRule gives it (reduction, maximum, the
     * board's limit, 0 under even or without a grade), the body's handicap always and komi only for a
     * table as it was, and the checks of a handicap the board does not take and of a stronger Black.
     */
    @Test
    void theDraftsHandicapLogic() {
        Client.Refereed t = rankedOneRound("Логика", 19, "even", "[{\"black\":1,\"white\":2},{\"black\":3,\"white\":4}]");
        WebDriver d = BrowserTest.browser(dir);
        try {
            d.get(base + "/tournament.html?id=" + t.id() + "&lang=ru");
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("rounds")).getText().contains("Стол 2"));
            Object said = ((JavascriptExecutor) d).executeAsyncScript("""
                    const done = arguments[0];
                    import('/pairing-draft.js').then((m) => {
                      const out = [];
                      out.push(['30k', '1k', '1d', '9d', '1p', '9p', '3 dan', ''].map(m.strength).join());
                      out.push([2100, 2049, 2050, 1850, 100, 3000].map((rating) => m.playerStrength({ rating })).join());
                      const players = [{ number: 1, rank: '3d' }, { number: 2, rank: '5k' }, { number: 3, rank: null, rating: 1850 },
                        { number: 4, rank: null, rating: null }];
                      const h = (handicap, boardSize, b, w) => m.policyHandicap({ handicap, boardSize }, players, b, w);
                      out.push([h('rank:0:9:0.5', 19, 2, 1), h('rank:0:9:0.5', 19, 1, 2), h('rank:2:9:0.5', 19, 2, 1),
                        h('rank:0:5:0.5', 19, 2, 1), h('rank:0:9:0.5', 10, 2, 1), h('rank:0:9:0.5', 5, 2, 1),
                        h('rank:0:9:0.5', 19, 2, 3), h('rank:0:9:0.5', 19, 2, 4), h('even', 19, 2, 1), h('rank:0:9:0.5', 19, 2, null)].join());
                      const draft = m.draftOf({ number: 1, pairings: [{ board: 1, black: 2, white: 1, handicap: 7, komi: 0 },
                        { board: 2, black: 3, white: 4, handicap: 0, komi: 7.5 }], byes: [] });
                      draft.why = 'x';
                      out.push(JSON.stringify(m.body(draft).pairings));
                      m.setHandicap(draft.tables[0], 6);
                      m.swap(draft.tables[1], { handicap: 'even', boardSize: 19 }, players);
                      out.push(JSON.stringify(m.body(draft).pairings));
                      m.swap(draft.tables[0], { handicap: 'rank:0:9:0.5', boardSize: 19 }, players);
                      const p = m.problems(draft, players, { boardSize: 10 });
                      out.push(JSON.stringify([p.tooMany, p.max, p.strongerBlack]));
                      done(out.join('\\n'));
                    }, (e) => done(String(e)));
                    """);
            assertThat(((String) said).split("\n")).containsExactly(
                    "0,29,30,38,37,45,,",
                    "30,29,30,28,10,38",
                    "7,7,5,5,4,1,3,0,0,0",
                    "[{\"board\":1,\"black\":2,\"white\":1,\"handicap\":7,\"komi\":0},"
                            + "{\"board\":2,\"black\":3,\"white\":4,\"handicap\":0,\"komi\":7.5}]",
                    "[{\"board\":1,\"black\":2,\"white\":1,\"handicap\":6},{\"board\":2,\"black\":4,\"white\":3,\"handicap\":0}]",
                    "[[1],4,[{\"table\":1,\"black\":1,\"white\":2,\"handicap\":6}]]");
        } finally {
            d.quit();
        }
    }

    private static By focus(String key) {
        return By.cssSelector("[data-focus='" + key + "']");
    }

    private static String selected(WebDriver d, String key) {
        return d.findElement(focus(key)).getDomProperty("value");
    }

    private static String accessibleName(WebDriver d, String key) {
        return d.findElement(focus(key)).getAccessibleName();
    }

    private static String editorSays(WebDriver d) {
        return d.findElement(By.cssSelector(".pairing-editor .message")).getText();
    }

    /** The page as it stands, for the eye (target/screenshots, or docs/img with -Dgoref.screenshot=docs). */
    private static void shot(WebDriver d, String name) throws Exception {
        Path png = ((TakesScreenshot) d).getScreenshotAs(OutputType.FILE).toPath();
        Path target = BrowserTest.screenshot(name);
        Files.createDirectories(target.getParent());
        Files.copy(png, target, StandardCopyOption.REPLACE_EXISTING);
    }
}
