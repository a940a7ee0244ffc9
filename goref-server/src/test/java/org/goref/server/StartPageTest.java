package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
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
}
