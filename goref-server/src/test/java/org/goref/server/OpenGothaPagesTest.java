package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

import org.assertj.core.groups.Tuple;
import org.goref.tournament.opengotha.OgGame;
import org.goref.tournament.opengotha.OgPlayer;
import org.goref.tournament.opengotha.OgResult;
import org.goref.tournament.opengotha.OgTournament;
import org.goref.tournament.opengotha.OpenGothaReader;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;

/**
 * The OpenGotha file from the pages, in chromium: a malformed file is refused on the tournaments
 * page with its line, and nothing is created; a real one (61 players, McMahon, 5 rounds, one player
 * with an AGA id) becomes a tournament whose referee's page opens; its download link gives back a file
 * with the same players, games and byes; the AGA results link names the player by his AGA id.
 */
class OpenGothaPagesTest extends PagesInChromium {
    static final Path FILE = Path.of("../goref-tournament/src/test/resources/org/goref/tournament/opengotha/generated-mcmahon-61x5.xml");

    @Test
    void anOpenGothaFileGoesInFromThePageAndComesBackFromItsLink() throws Exception {
        String xml = Files.readString(FILE, StandardCharsets.UTF_8).replaceFirst("agaId=\"\"", "agaId=\"12345\"");
        Path files = Files.createTempDirectory(dir, "files");
        Path good = Files.writeString(files.resolve("cup.xml"), xml);
        // The second player's element broken on line 5: the reader names the line.
        Path bad = Files.writeString(files.resolve("broken.xml"),
                String.join("\n", xml.lines().limit(4).toList()) + "\n<Player name=\"Broken\" <\n");
        Path downloads = Files.createTempDirectory(dir, "downloads");
        OgTournament uploaded = OpenGothaReader.read(good);
        int before = client.get("/api/tournaments").body().size();
        WebDriver d = BrowserTest.browser(dir, downloads);
        try {
            d.get(base + "/tournaments.html?lang=ru");
            assertThat(d.findElement(By.id("import-button")).getText()).isEqualTo("Загрузить");
            d.get(base + "/tournaments.html?lang=en");
            d.findElement(By.cssSelector("#import-form [name=file]")).sendKeys(bad.toString());
            d.findElement(By.id("import-button")).click();
            BrowserTest.waiting(d).until(x -> !x.findElement(By.id("import-message")).getText().isEmpty());
            assertThat(d.findElement(By.id("import-message")).getText())
                    .startsWith("The OpenGotha file was not imported, nothing was created: line 5:");
            assertThat(client.get("/api/tournaments").body().size()).isEqualTo(before);

            d.findElement(By.cssSelector("#import-form [name=file]")).clear();
            d.findElement(By.cssSelector("#import-form [name=file]")).sendKeys(good.toString());
            d.findElement(By.id("import-button")).click();
            BrowserTest.waiting(d).until(x -> x.getCurrentUrl().contains("/tournament.html?id="));
            assertThat(d.getCurrentUrl()).contains("#token=");
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("title")).getText().equals(uploaded.name()));
            assertThat(d.findElement(By.id("referee-box")).isDisplayed()).isTrue();
            BrowserTest.waiting(d).until(x -> x.findElement(By.id("players")).getText().contains("AGA 12345"));
            assertThat(client.get("/api/tournaments").body().size()).isEqualTo(before + 1);

            d.findElement(By.cssSelector("#exports a[href$='/opengotha.xml']")).click();
            Path downloaded = waitForDownload(downloads);
            OgTournament back = OpenGothaReader.read(downloaded);
            assertThat(back.players()).extracting(OgPlayer::key, OgPlayer::rank, OgPlayer::rating, OgPlayer::club,
                    OgPlayer::country, OgPlayer::smmsCorrection, OgPlayer::agaId, p -> p.participating().substring(0, 5))
                    .containsExactlyElementsOf(uploaded.players().stream().map(p -> Tuple.tuple(p.key(), p.rank(), p.rating(),
                            p.club(), p.country(), p.smmsCorrection(), p.agaId(), p.participating().substring(0, 5))).toList());
            // goref has no draw by forfeit: OpenGotha's "both win by default" comes back as a draw.
            assertThat(back.games()).containsExactlyInAnyOrderElementsOf(uploaded.games().stream()
                    .map(g -> g.result() == OgResult.RESULT_EQUAL_BYDEF ? new OgGame(g.round(), g.table(), g.white(),
                            g.black(), g.knownColor(), g.handicap(), OgResult.RESULT_EQUAL) : g).toList());
            assertThat(back.byes()).containsExactlyInAnyOrderElementsOf(uploaded.byes());

            String aga = d.findElement(By.cssSelector("#exports a[href$='/aga.txt']")).getAttribute("href");
            Client.Answer file = client.get(aga.substring(base.length()));
            assertThat(file.status()).isEqualTo(200);
            assertThat(file.text()).startsWith("TOURNEY ").contains("\n12345 PlayerA0, Given0 5d\n", "\nGAMES 5\n");
        } finally {
            d.quit();
        }
    }

    /** The one file chromium saved into {@code folder}, once it is whole. */
    private static Path waitForDownload(Path folder) throws Exception {
        long end = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < end) {
            try (Stream<Path> s = Files.list(folder)) {
                List<Path> done = s.filter(p -> p.toString().endsWith(".xml")).toList();
                if (done.size() == 1 && Files.size(done.get(0)) > 0) {
                    return done.get(0);
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError("nothing downloaded into " + folder);
    }
}
