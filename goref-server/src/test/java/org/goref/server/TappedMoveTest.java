package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.PointerInput;
import org.openqa.selenium.interactions.Sequence;
import org.openqa.selenium.remote.RemoteWebDriver;

/**
 * A move tapped on a phone waits for confirmation (pending.js): a finger one point off must not play
 * a move nobody can take back. The taps are a touch pointer's (W3C actions of kind "touch", which
 * chromium receives as pointer events of type touch), on a phone emulated with touch; the server's
 * state, read through the API, says whether anything was played.
 */
class TappedMoveTest extends PagesInChromium {
    /** A phone 390 px wide (see {@link GamePageTest#phone}) with a touch screen. */
    static WebDriver touchPhone() {
        WebDriver d = GamePageTest.browser();
        GamePageTest.phone(d);
        ((ChromeDriver) d).executeCdpCommand("Emulation.setTouchEmulationEnabled", Map.of("enabled", true, "maxTouchPoints", 5));
        return d;
    }

    /** A finger's tap on the middle of {@code target}. */
    static void tap(WebDriver d, WebElement target) {
        PointerInput finger = new PointerInput(PointerInput.Kind.TOUCH, "finger");
        Sequence tap = new Sequence(finger, 0)
                .addAction(finger.createPointerMove(Duration.ZERO, PointerInput.Origin.fromElement(target), 0, 0))
                .addAction(finger.createPointerDown(PointerInput.MouseButton.LEFT.asArg()))
                .addAction(finger.createPointerUp(PointerInput.MouseButton.LEFT.asArg()));
        ((RemoteWebDriver) d).perform(List.of(tap));
    }

    static void tap(WebDriver d, String vertex) {
        tap(d, d.findElement(By.cssSelector("[data-vertex='" + vertex + "']")));
    }

    /** The point of the pending stone shown on the board, or null when none is shown. */
    static String pending(WebDriver d) {
        return (String) GamePageTest.js(d, "const g = document.querySelector('g.pending');"
                + " return g && g.getAttribute('visibility') === 'visible' ? g.dataset.pending : null");
    }

    static void waitForPending(WebDriver d, String vertex) {
        BrowserTest.waiting(d).until(x -> vertex == null ? pending(x) == null && !x.findElement(By.id("pending-bar")).isDisplayed()
                : vertex.equals(pending(x)) && x.findElement(By.id("pending-bar")).isDisplayed());
    }

    static int serverMoveNumber(JsonNode g) {
        return client.state(g.get("id").asText()).get("moveNumber").asInt();
    }

    /**
     * On a 19×19 board on a phone: the first tap shows a pending stone, names it on the confirm button
     * and in the status, and plays nothing; a tap elsewhere moves it; a second tap on it plays it. The
     * page with the pending stone does not scroll sideways; its picture is saved as pending-move-phone.png.
     */
    @Test
    void aTapChoosesThePointAndASecondTapOnItPlaysIt() throws Exception {
        JsonNode g = GamePageTest.create("{\"size\":19,\"black\":{\"name\":\"Anna\"},\"white\":{\"name\":\"Boris\"}}");
        WebDriver d = touchPhone();
        try {
            d.get(GamePageTest.url(g.at("/black/url").asText()));
            GamePageTest.waitForMove(d, 0);
            tap(d, "D4");
            waitForPending(d, "D4");
            assertThat(d.findElement(By.id("pending-play")).getText()).isEqualTo("Play D4");
            assertThat(d.findElement(By.id("status")).getText())
                    .isEqualTo("Black to move (move 1). Pending move D4: tap it again or press Play D4 to confirm.");
            assertThat(d.findElements(By.cssSelector("circle.stone"))).isEmpty();
            assertThat(serverMoveNumber(g)).isZero();
            // Translucent, and not the mouse's preview: that one stays hidden.
            assertThat(GamePageTest.js(d, "return document.querySelector('g.pending circle').getAttribute('opacity')")).isEqualTo("0.6");
            assertThat(GamePageTest.js(d, "return document.querySelector('svg.board > circle[visibility]').getAttribute('visibility')"))
                    .isEqualTo("hidden");
            assertThat(GamePageTest.scrollsSideways(d)).isFalse();
            Path shot = BrowserTest.screenshot("pending-move-phone.png");
            Files.createDirectories(shot.getParent());
            Files.copy(((TakesScreenshot) d).getScreenshotAs(OutputType.FILE).toPath(), shot, StandardCopyOption.REPLACE_EXISTING);

            tap(d, "Q16");
            waitForPending(d, "Q16");
            assertThat(d.findElement(By.id("pending-play")).getText()).isEqualTo("Play Q16");
            assertThat(serverMoveNumber(g)).isZero();

            tap(d, "Q16");
            GamePageTest.waitForMove(d, 1);
            waitForPending(d, null);
            assertThat(client.state(g.get("id").asText()).at("/board/3").asText()).isEqualTo("...............X...");
            assertThat(d.findElement(By.id("status")).getText()).doesNotContain("Pending");
        } finally {
            d.quit();
        }
    }

    /** Cancel clears the pending stone and plays nothing; the confirm button plays it. In Russian, too. */
    @Test
    void cancelClearsItAndTheConfirmButtonPlaysIt() {
        JsonNode g = GamePageTest.create("{\"size\":19,\"black\":{\"name\":\"Аня\"},\"white\":{\"name\":\"Боря\"}}");
        WebDriver d = touchPhone();
        try {
            d.get(GamePageTest.url(g.at("/black/url").asText()).replace("#", "&lang=ru#"));
            GamePageTest.waitForMove(d, 0);
            tap(d, "K10");
            waitForPending(d, "K10");
            assertThat(d.findElement(By.id("pending-play")).getText()).isEqualTo("Сходить K10");
            assertThat(d.findElement(By.id("status")).getText()).endsWith(
                    ". Ход K10 ждёт подтверждения: коснитесь пункта ещё раз или нажмите «Сходить K10».");
            assertThat(GamePageTest.scrollsSideways(d)).isFalse();
            tap(d, d.findElement(By.id("pending-cancel")));
            waitForPending(d, null);
            assertThat(d.findElement(By.id("status")).getText()).isEqualTo("Ход чёрных (ход 1)");
            assertThat(serverMoveNumber(g)).isZero();

            tap(d, "C3");
            waitForPending(d, "C3");
            tap(d, d.findElement(By.id("pending-play")));
            GamePageTest.waitForMove(d, 1);
            waitForPending(d, null);
            assertThat(client.state(g.get("id").asText()).get("lastMove").asText()).isEqualTo("C3");
        } finally {
            d.quit();
        }
    }

    /**
     * An illegal point (ko, occupied; the server judges, as for a click) is refused at the first tap
     * with its reason, and no stone waits; a refused tap also clears the one that waited.
     */
    @Test
    void anIllegalPointIsRefusedAtTheFirstTap() {
        JsonNode g = GamePageTest.create("{\"size\":9,\"black\":{\"name\":\"Anna\"},\"white\":{\"name\":\"Boris\"}}");
        GamePageTest.play(g, "D5", "E5", "C4", "F4", "D3", "E3", "E4", "D4");
        WebDriver d = touchPhone();
        try {
            d.get(GamePageTest.url(g.at("/black/url").asText()));
            GamePageTest.waitForMove(d, 8);
            tap(d, "E4");
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("message")).getText().startsWith("Ko"));
            assertThat(pending(d)).isNull();
            assertThat(d.findElement(By.id("pending-bar")).isDisplayed()).isFalse();
            tap(d, "A1");
            waitForPending(d, "A1");
            assertThat(d.findElement(By.id("message")).getText()).isEmpty();
            tap(d, "D5");
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("message")).getText().contains("occupied"));
            waitForPending(d, null);
            assertThat(serverMoveNumber(g)).isEqualTo(8);
        } finally {
            d.quit();
        }
    }

    /**
     * The game moving on clears the pending stone: the player's own move made elsewhere (another
     * device), a pass that stops play (the marking), the opponent's resignation. The opponent cannot
     * move meanwhile: a stone waits only on the player's own turn.
     */
    @Test
    void theGameMovingOnClearsIt() {
        JsonNode g = GamePageTest.create("{\"size\":9,\"black\":{\"name\":\"Anna\"},\"white\":{\"name\":\"Boris\"}}");
        WebDriver d = touchPhone();
        try {
            d.get(GamePageTest.url(g.at("/black/url").asText()));
            GamePageTest.waitForMove(d, 0);
            tap(d, "E5");
            waitForPending(d, "E5");
            GamePageTest.play(g, "C3");
            GamePageTest.waitForMove(d, 1);
            waitForPending(d, null);

            GamePageTest.play(g, "pass");
            GamePageTest.waitForMove(d, 2);
            tap(d, "E5");
            waitForPending(d, "E5");
            tap(d, d.findElement(By.id("pass")));
            BrowserTest.waiting(d).until(x -> "marking".equals(x.findElement(By.cssSelector("svg.board")).getAttribute("data-phase")));
            waitForPending(d, null);
            assertThat(client.state(g.get("id").asText()).get("phase").asText()).isEqualTo("marking");

            JsonNode h = GamePageTest.create("{\"size\":9,\"black\":{\"name\":\"Anna\"},\"white\":{\"name\":\"Boris\"}}");
            d.get(GamePageTest.url(h.at("/black/url").asText()));
            GamePageTest.waitForMove(d, 0);
            tap(d, "E5");
            waitForPending(d, "E5");
            assertThat(client.post("/api/games/" + h.get("id").asText() + "/resign", h.at("/white/token").asText(), "").status())
                    .isEqualTo(200);
            BrowserTest.waiting(d).until(x -> "finished".equals(x.findElement(By.cssSelector("svg.board")).getAttribute("data-phase")));
            waitForPending(d, null);
        } finally {
            d.quit();
        }
    }

    /** A mouse click plays at once, also on the phone-sized page: a mouse points precisely. */
    @Test
    void aMouseClickStillPlaysAtOnce() {
        JsonNode g = GamePageTest.create("{\"size\":19,\"black\":{\"name\":\"Anna\"},\"white\":{\"name\":\"Boris\"}}");
        WebDriver d = GamePageTest.browser();
        try {
            d.get(GamePageTest.url(g.at("/black/url").asText()));
            GamePageTest.waitForMove(d, 0);
            d.findElement(By.cssSelector("[data-vertex='D4']")).click();
            GamePageTest.waitForMove(d, 1);
            assertThat(serverMoveNumber(g)).isEqualTo(1);
            assertThat(pending(d)).isNull();
            assertThat(d.findElement(By.id("pending-bar")).isDisplayed()).isFalse();
        } finally {
            d.quit();
        }
    }
}
