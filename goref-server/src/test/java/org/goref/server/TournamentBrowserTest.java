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
            // Refused entries are shown with the server's reason.
            d.findElement(By.cssSelector("#result-form [name=round]")).sendKeys("1");
            d.findElement(By.cssSelector("#result-form [name=board]")).sendKeys("1");
            d.findElement(By.cssSelector("#result-form [name=result]")).sendKeys("W+R");
            d.findElement(By.cssSelector("#result-form button")).click();
            BrowserTest.waiting(d).until(x -> !x.findElement(By.id("message")).getText().isBlank());
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
     * Start game pressed from the keyboard redraws the pairings it sits in: the focus goes to the
     * same table's link to the new game, and the pairings redrawn every 10 s give a button its focus
     * back. It used to fall to the top of the page either way.
     */
    @Test
    void theRefereeKeepsTheirPlaceInThePairings() {
        Client c = new Client(server.port());
        JsonNode t = c.post("/api/tournaments", null, "{\"name\":\"Клавиатура\",\"rules\":\"japanese\",\"boardSize\":9}").body();
        String id = t.get("id").asText();
        String token = t.get("refereeToken").asText();
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
