package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.Select;

/**
 * The tournament system in chromium: the new-tournament page shows each system's parameters and
 * sends them as the system's spelling; the tournament page pairs by the system and starts a round's
 * games by one click, in Russian.
 */
class SystemPagesTest extends PagesInChromium {
    @Test
    void theRefereeChoosesMcMahonAndStartsARoundByOneClick() {
        Client c = new Client(server.port());
        WebDriver d = BrowserTest.browser(dir);
        try {
            d.get(base + "/tournaments.html?lang=ru");
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("system")).isDisplayed());
            assertThat(d.findElement(By.cssSelector("[name=bar]")).isDisplayed()).isFalse();
            new Select(d.findElement(By.id("system"))).selectByValue("mcmahon");
            assertThat(d.findElement(By.cssSelector("[name=bar]")).isDisplayed()).isTrue();
            assertThat(d.findElement(By.cssSelector("[name=third]")).isDisplayed()).isFalse();
            d.findElement(By.cssSelector("#create [name=name]")).sendKeys("Кубок Мак-Магона");
            d.findElement(By.cssSelector("[name=bar]")).sendKeys("2d");
            d.findElement(By.cssSelector("[name=floor]")).sendKeys("15k");
            new Select(d.findElement(By.cssSelector("[name=seeding]"))).selectByValue("fold");
            new Select(d.findElement(By.cssSelector("select[name=by]"))).selectByValue("rank");
            d.findElement(By.cssSelector("[name=club]")).clear();
            d.findElement(By.cssSelector("[name=club]")).sendKeys("2");
            d.findElement(By.id("create-button")).click();
            BrowserTest.waiting(d).until(x -> x.getCurrentUrl().contains("tournament.html?id="));
            String url = d.getCurrentUrl();
            String id = url.replaceAll(".*[?&]id=([^&#]+).*", "$1");
            String token = url.replaceAll(".*#token=", "");
            JsonNode v = c.get("/api/tournaments/" + id).body();
            assertThat(v.at("/regulations/system").asText())
                    .isEqualTo("mcmahon,bar=2d,floor=15k,seeding=fold,until=1,then=fold,by=rank,club=2,country=0");
            for (int i = 0; i < 4; i++) {
                c.post("/api/tournaments/" + id + "/players", token, "{\"name\":\"Игрок " + i + "\",\"rank\":\"" + (i + 1) + "k\"}");
            }
            d.get(base + "/tournament.html?id=" + id + "&lang=ru#token=" + token);
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("standings")).getText().contains("Игрок 3"));
            assertThat(d.findElement(By.id("regs")).getText()).contains("Система: mcmahon,bar=2d");
            // The referee's McMahon correction and an absence, through the players' card.
            d.findElement(By.cssSelector("#mms-form [name=player]")).sendKeys("4");
            d.findElement(By.cssSelector("#mms-form [name=points]")).sendKeys("2");
            d.findElement(By.cssSelector("#mms-form [name=why]")).sendKeys("сильнее разряда");
            d.findElement(By.cssSelector("#mms-form button")).click();
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("players")).getText().contains("Поправка Мак-Магона +2"));
            d.findElement(By.cssSelector("#plays-form [name=player]")).sendKeys("1");
            d.findElement(By.cssSelector("#plays-form [name=round]")).sendKeys("2");
            d.findElement(By.cssSelector("#plays-form button")).click();
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("players")).getText().contains("Пропускает туры: 2"));
            JsonNode pl = c.get("/api/tournaments/" + id).body().get("players");
            assertThat(pl.at("/3/mmsCorrection").asInt()).isEqualTo(2);
            assertThat(pl.at("/0/absent/0").asInt()).isEqualTo(2);
            d.findElement(By.id("pair")).click();
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("rounds")).getText().contains("Тур 1 (Мак-Магон)"));
            d.findElement(By.cssSelector("[data-focus='1/startAll']")).click();
            BrowserTest.waiting(d).until(x -> c.get("/api/tournaments/" + id).body().at("/rounds/0/pairings")
                    .findValues("game").size() == 2);
            BrowserTest.waiting(d).until(x -> x.findElements(By.cssSelector("#links input")).size() == 6);
            BrowserTest.waiting(d).until(x -> x.findElements(By.cssSelector("[data-focus='1/startAll']")).isEmpty());
        } finally {
            d.quit();
        }
    }
}
