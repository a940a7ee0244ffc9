package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/** The start page in chromium (see {@link BrowserTest#browser}): what its form promises is what it creates. */
class StartPageTest extends PagesInChromium {
    /**
     * The komi field, left empty, shows the komi the preset will give, for every preset: it used to
     * show 6.5 whatever the preset, and a Chinese or AGA game came with 7.5.
     */
    @Test
    void theEmptyKomiShowsThePresetsKomi() {
        WebDriver d = GamePageTest.browser();
        try {
            d.get(base + "/");
            Select preset = new Select(d.findElement(By.name("preset")));
            int presets = preset.getOptions().size();
            assertThat(presets).isEqualTo(8);
            for (int i = 0; i < presets; i++) {
                preset.selectByIndex(i);
                String shown = d.findElement(By.name("komi")).getAttribute("placeholder");
                WebElement links = d.findElement(By.id("links"));
                String before = d.findElement(By.id("black-link")).getAttribute("value");
                d.findElement(By.id("create-button")).click();
                BrowserTest.waiting(d).until(x -> links.isDisplayed()
                        && !x.findElement(By.id("black-link")).getAttribute("value").equals(before));
                String link = d.findElement(By.id("black-link")).getAttribute("value");
                String id = URI.create(link).getQuery().replace("id=", "");
                double komi = client.state(id).get("komi").asDouble();
                assertThat(Double.parseDouble(shown)).as(preset.getFirstSelectedOption().getAttribute("value")).isEqualTo(komi);
            }
        } finally {
            d.quit();
        }
    }

    /**
     * A name pasted with a character that does not show as written (here a right-to-left override,
     * which shows "Ann\u202EBob" as "AnnboB") is refused in the page's language on a Russian page, and
     * no game is made; a Russian and a Chinese name then make the game.
     */
    @Test
    void aNameThatDoesNotShowAsWrittenIsRefusedInRussian() {
        WebDriver d = GamePageTest.browser();
        try {
            d.get(base + "/?lang=ru");
            BrowserTest.waiting(d).until(x -> x.findElement(By.tagName("form")).getText().contains("Правила"));
            int games = client.get("/api/games").body().size();
            WebElement black = d.findElement(By.name("black"));
            black.clear();
            black.sendKeys("Ann\u202EBob");
            assertThat(black.getAttribute("value")).isEqualTo("Ann\u202EBob");
            d.findElement(By.id("create-button")).click();
            WebElement message = d.findElement(By.id("message"));
            BrowserTest.waiting(d).until(x -> !message.getText().isEmpty());
            assertThat(message.getText()).isEqualTo("В имени не может быть невидимых символов, знаков направления текста, "
                    + "табуляции или перевода строки: наберите имя заново, а не вставляйте его.");
            assertThat(d.findElement(By.id("links")).isDisplayed()).isFalse();
            assertThat(client.get("/api/games").body().size()).isEqualTo(games);

            black.clear();
            black.sendKeys("Иванов Пётр");
            WebElement white = d.findElement(By.name("white"));
            white.clear();
            white.sendKeys("李昌镐");
            d.findElement(By.id("create-button")).click();
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("links")).isDisplayed());
            assertThat(message.getText()).isEmpty();
            String id = URI.create(d.findElement(By.id("black-link")).getAttribute("value")).getQuery().replace("id=", "");
            assertThat(client.state(id).at("/black/name").asText()).isEqualTo("Иванов Пётр");
            assertThat(client.state(id).at("/white/name").asText()).isEqualTo("李昌镐");
        } finally {
            d.quit();
        }
    }

    /**
     * In Russian the start page says a refused komi in Russian: it showed the server's English detail.
     * A refusal it has no words for (a size the form does not offer, put in by hand) is still said,
     * with the server's detail.
     */
    @Test
    void aRefusedKomiIsSaidInThePagesLanguage() {
        WebDriver d = GamePageTest.browser();
        try {
            d.get(base + "/?lang=ru");
            BrowserTest.waiting(d).until(x -> x.findElement(By.tagName("form")).getText().contains("Правила"));
            int games = client.get("/api/games").body().size();
            d.findElement(By.name("komi")).sendKeys("2000");
            d.findElement(By.id("create-button")).click();
            WebElement message = d.findElement(By.id("message"));
            BrowserTest.waiting(d).until(x -> !message.getText().isEmpty());
            assertThat(message.getText())
                    .isEqualTo("Коми — число с шагом 0.5, от −1000 до 1000 (6.5, 7, 0, −5.5); если поле пусто — по правилам.");
            assertThat(d.findElement(By.id("links")).isDisplayed()).isFalse();
            assertThat(client.get("/api/games").body().size()).isEqualTo(games);

            GamePageTest.js(d, "document.querySelector('select[name=size]').options[0].value = '1'");
            new Select(d.findElement(By.name("size"))).selectByIndex(0);
            d.findElement(By.name("komi")).clear();
            d.findElement(By.id("create-button")).click();
            BrowserTest.waiting(d).until(x -> message.getText().startsWith("Отказано (400): "));
            assertThat(message.getText()).startsWith("Отказано (400): size is 2 to ");
            // A game the server takes clears the refusal.
            new Select(d.findElement(By.name("size"))).selectByVisibleText("13");
            d.findElement(By.id("create-button")).click();
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("links")).isDisplayed());
            assertThat(message.getText()).isEmpty();
            // A komi off the steps the browser stops itself; it says the page's words, not its own.
            int created = client.get("/api/games").body().size();
            d.findElement(By.name("komi")).sendKeys("6.3");
            d.findElement(By.id("create-button")).click();
            assertThat(GamePageTest.js(d, "return document.querySelector('input[name=komi]').validationMessage"))
                    .isEqualTo("Коми — число с шагом 0.5, от −1000 до 1000 (6.5, 7, 0, −5.5); если поле пусто — по правилам.");
            assertThat(client.get("/api/games").body().size()).isEqualTo(created);
            // Put right, the komi is taken: the words were the field's only while it was off the steps.
            String before = d.findElement(By.id("black-link")).getAttribute("value");
            d.findElement(By.name("komi")).sendKeys(Keys.BACK_SPACE, "5");
            d.findElement(By.id("create-button")).click();
            BrowserTest.waiting(d).until(x -> !x.findElement(By.id("black-link")).getAttribute("value").equals(before));
            String link = d.findElement(By.id("black-link")).getAttribute("value");
            assertThat(client.state(URI.create(link).getQuery().replace("id=", "")).get("komi").asDouble()).isEqualTo(6.5);
        } finally {
            d.quit();
        }
    }

    /**
     * The box "start the clock at the first move", said in Russian on a Russian page, makes a
     * first-move game whose clocks stand still; left unticked, the clock starts at the creation.
     */
    @Test
    void theClockStartsAtTheFirstMoveWhenTheBoxIsTicked() {
        WebDriver d = GamePageTest.browser();
        try {
            d.get(base + "/?lang=ru");
            BrowserTest.waiting(d).until(x -> x.findElement(By.tagName("form")).getText().contains("Правила"));
            assertThat(d.findElement(By.tagName("form")).getText())
                    .contains("Запустить часы с первым ходом (а не при создании партии)");
            WebElement box = d.findElement(By.name("clockStart"));
            assertThat(box.isSelected()).isFalse();
            for (boolean ticked : new boolean[] {false, true}) {
                if (box.isSelected() != ticked) {
                    box.click();
                }
                String before = d.findElement(By.id("black-link")).getAttribute("value");
                d.findElement(By.id("create-button")).click();
                BrowserTest.waiting(d).until(x -> x.findElement(By.id("links")).isDisplayed()
                        && !x.findElement(By.id("black-link")).getAttribute("value").equals(before));
                String link = d.findElement(By.id("black-link")).getAttribute("value");
                var state = client.state(URI.create(link).getQuery().replace("id=", ""));
                assertThat(state.get("clockStart").asText()).as("ticked " + ticked).isEqualTo(ticked ? "first-move" : "creation");
                assertThat(state.at("/clocks/black/running").asBoolean()).as("ticked " + ticked).isEqualTo(!ticked);
            }
        } finally {
            d.quit();
        }
    }
}
