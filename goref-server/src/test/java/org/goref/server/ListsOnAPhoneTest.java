package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;

/**
 * The list of games and a tournament's page on a phone 390 px wide (see {@link GamePageTest#phone}), in Russian, the longer language: the page never scrolls
 * sideways, and the list of games fits its card; nor with the editor of a round's pairings open.
 */
class ListsOnAPhoneTest extends PagesInChromium {
    @Test
    void theListOfGamesFitsAPhone() {
        client.create("{\"size\":19,\"black\":{\"name\":\"Вера\"},\"white\":{\"name\":\"Глеб\"}}");
        WebDriver d = GamePageTest.browser();
        try {
            GamePageTest.phone(d);
            d.get(base + "/games.html?lang=ru");
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("live")).getText().contains("Вера – Глеб"));
            assertThat((Long) GamePageTest.js(d, "return document.documentElement.clientWidth")).isEqualTo(390L);
            assertThat(GamePageTest.scrollsSideways(d)).isFalse();
            // Nor does it scroll inside its card: a row is read at a glance.
            Object wider = GamePageTest.js(d, """
                    return [...document.querySelectorAll('table')].filter((t) => {
                      const card = t.parentElement, pad = getComputedStyle(card);
                      return t.scrollWidth > card.clientWidth - parseFloat(pad.paddingLeft) - parseFloat(pad.paddingRight);
                    }).map((t) => t.id).join(' ');""");
            assertThat(wider).isEqualTo("");
        } finally {
            d.quit();
        }
    }

    @Test
    void aTournamentsStandingsScrollInsideTheirCard() {
        Client.Answer t = client.post("/api/tournaments", null,
                "{\"name\":\"Кубок Твери\",\"rules\":\"japanese\",\"komi\":6.5,\"boardSize\":9,\"time\":\"byo:40m+5x30s\"}");
        assertThat(t.status()).isEqualTo(201);
        WebDriver d = GamePageTest.browser();
        try {
            GamePageTest.phone(d);
            d.get(base + "/tournament.html?id=" + t.body().get("id").asText() + "&lang=ru");
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("standings")).getText().contains("Место"));
            assertThat(GamePageTest.scrollsSideways(d)).isFalse();
        } finally {
            d.quit();
        }
    }

    /**
     * The editor of a round's pairings on the phone, with long names in its selects: the selects share
     * the width, the buttons go under them, and the page still does not scroll sideways.
     */
    @Test
    void thePairingEditorFitsAPhone() throws Exception {
        Client.Refereed t = client.tournament("{\"name\":\"Первенство области\",\"rules\":\"japanese\",\"boardSize\":9}");
        for (String name : new String[] {"Константинопольская Александра Владимировна", "Верхнеднепровский Святослав Игоревич",
                "Петров-Водкин Кузьма Сергеевич", "Щербаковский Вячеслав Анатольевич", "Ким Ли"}) {
            assertThat(client.post("/api/tournaments/" + t.id() + "/players", t.token(), "{\"name\":\"" + name + "\"}").status())
                    .isEqualTo(201);
        }
        assertThat(client.post("/api/tournaments/" + t.id() + "/rounds", t.token(), "").status()).isEqualTo(201);
        WebDriver d = GamePageTest.browser();
        try {
            GamePageTest.phone(d);
            d.get(base + "/tournament.html?id=" + t.id() + "&lang=ru#token=" + t.token());
            By edit = By.cssSelector("[data-focus='1/edit']");
            BrowserTest.waiting(d).until(x -> !x.findElements(edit).isEmpty());
            d.findElement(edit).click();
            BrowserTest.waiting(d).until(x -> !x.findElements(By.cssSelector(".pairing-editor select")).isEmpty());
            d.findElement(By.cssSelector("[data-focus='1/pe/add-bye']")).click();
            assertThat(GamePageTest.scrollsSideways(d)).isFalse();
            // Nor does the editor scroll inside its card.
            assertThat((Boolean) GamePageTest.js(d, "const e = document.querySelector('.pairing-editor');"
                    + " return e.scrollWidth > e.clientWidth")).isFalse();
            GamePageTest.js(d, "document.activeElement.blur(); document.querySelector('.pairing-editor').scrollIntoView()");
            Path shot = BrowserTest.screenshot("pairing-editor-ru-phone.png");
            Files.createDirectories(shot.getParent());
            Files.copy(((TakesScreenshot) d).getScreenshotAs(OutputType.FILE).toPath(), shot, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            d.quit();
        }
    }
}
