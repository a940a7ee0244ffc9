package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;

/**
 * The list of games and a tournament's page on a phone 390 px wide (see {@link GamePageTest#phone}), in Russian, the longer language: the page never scrolls
 * sideways, and the list of games fits its card.
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
}
