package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * The tournament page's standings cells say each round's outcome as the printed table does: a void
 * game is no loss ("v", not "−"), a double forfeit is "−−" for both (not a plain "−!"), a forfeit
 * carries its "!".
 */
class StandingsCellsTest extends PagesInChromium {
    @Test
    void voidAndDoubleForfeitAreNotShownAsPlainLosses() {
        Client.Refereed t = client.tournament("{\"name\":\"Ячейки\",\"rules\":\"japanese\",\"boardSize\":9}");
        for (String name : new String[] {"Аня", "Боря", "Вера", "Глеб", "Дина", "Егор"}) {
            assertThat(client.post("/api/tournaments/" + t.id() + "/players", t.token(), "{\"name\":\"" + name + "\"}").status())
                    .isEqualTo(201);
        }
        assertThat(client.post("/api/tournaments/" + t.id() + "/rounds", t.token(),
                "{\"pairings\":[{\"black\":1,\"white\":2},{\"black\":3,\"white\":4},{\"black\":5,\"white\":6}]}").status())
                .isEqualTo(201);
        String results = "/api/tournaments/" + t.id() + "/results";
        assertThat(client.post(results, t.token(), "{\"round\":1,\"board\":1,\"result\":\"Void\",\"reason\":\"superko\"}")
                .status()).isEqualTo(201);
        assertThat(client.post(results, t.token(), "{\"round\":1,\"board\":2,\"result\":\"FF\",\"reason\":\"both late\"}")
                .status()).isEqualTo(201);
        assertThat(client.post(results, t.token(), "{\"round\":1,\"board\":3,\"result\":\"W+F\",\"reason\":\"absent\"}")
                .status()).isEqualTo(201);
        WebDriver d = GamePageTest.browser();
        try {
            d.get(base + "/tournament.html?id=" + t.id() + "&lang=en");
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("standings")).getText().contains("Егор"));
            // Each player's round-1 cell, by number (column 4: place, number, player, round 1).
            String[] cell = new String[7];
            for (WebElement tr : d.findElements(By.cssSelector("#standings tbody tr"))) {
                List<WebElement> td = tr.findElements(By.tagName("td"));
                cell[Integer.parseInt(td.get(1).getText().strip())] = td.get(3).getText().strip();
            }
            // The printed table (TournamentTableHtml) and the CSV say void / double-forfeit.
            assertThat(cell[1]).isEqualTo("2v/b");
            assertThat(cell[2]).isEqualTo("1v/w");
            assertThat(cell[3]).isEqualTo("4\u2212\u2212/b");
            assertThat(cell[4]).isEqualTo("3\u2212\u2212/w");
            assertThat(cell[5]).isEqualTo("6\u2212!/b");
            assertThat(cell[6]).isEqualTo("5+!/w");
            // The round's result column: a double forfeit as the referee enters it (FF), not "Void" as
            // if the game were annulled; a void game "Void".
            List<String> shown = d.findElements(By.cssSelector("#rounds .result-cell")).stream()
                    .map(e -> e.getText().strip()).toList();
            assertThat(shown).containsExactly("Void", "FF", "W+F");
        } finally {
            d.quit();
        }
    }
}
