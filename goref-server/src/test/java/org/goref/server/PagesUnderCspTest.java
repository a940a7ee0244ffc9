package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.logging.Level;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;

/**
 * Every page of the UI, and the printable table, loads under the server's Content-Security-Policy
 * in chromium with nothing in the console at error level; a page creates a game through the API
 * (its fetch POST passes the origin and content-type checks) and shows whole links. An inline
 * event handler put in a page is refused by the policy, so the check sees what the policy blocks.
 */
class PagesUnderCspTest extends PagesInChromium {
    private static List<String> errors(WebDriver d) {
        return d.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue()).map(LogEntry::getMessage).toList();
    }

    /** Loads {@code path}, lets its scripts run their first requests, and answers what the console said at error level. */
    private static List<String> load(WebDriver d, String path) throws InterruptedException {
        d.get(base + path);
        BrowserTest.waiting(d).until(x -> "complete".equals(((JavascriptExecutor) x).executeScript("return document.readyState")));
        // The pages fetch their data after the load; an error from that comes a moment later.
        Thread.sleep(700);
        return errors(d);
    }

    @Test
    void everyPageLoadsUnderThePolicyWithNoConsoleError() throws Exception {
        Client.Seats g = client.seats("{\"size\":9}");
        Client.Refereed t = client.tournament("{\"name\":\"Cup\",\"rules\":\"japanese\"}");
        WebDriver d = GamePageTest.browser();
        try {
            for (String path : List.of("/", "/games.html", "/tournaments.html",
                    "/game.html?id=" + g.id(), "/game.html?id=" + g.id() + "#token=" + g.black(),
                    "/tournament.html?id=" + t.id(), "/tournament.html?id=" + t.id() + "#token=" + t.token(),
                    "/api/tournaments/" + t.id() + "/table.html")) {
                assertThat(load(d, path)).as(path).isEmpty();
            }

            // The start page creates a game with a fetch POST from its own origin, and shows whole links.
            load(d, "/");
            d.findElement(By.id("create-button")).click();
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("links")).isDisplayed());
            assertThat(d.findElement(By.id("black-link")).getAttribute("value")).startsWith(base + "/game.html?id=");
            assertThat(errors(d)).isEmpty();

            // The control: what the policy forbids does show in the console.
            ((JavascriptExecutor) d).executeScript(
                    "document.body.insertAdjacentHTML('beforeend', '<img src=\"/favicon.svg\" onload=\"window.inlineRan = true\">')");
            BrowserTest.waiting(d).until(x -> !errors(x).isEmpty() || ((JavascriptExecutor) x).executeScript("return window.inlineRan") != null);
            assertThat(((JavascriptExecutor) d).executeScript("return window.inlineRan")).isNull();
        } finally {
            d.quit();
        }
    }
}
