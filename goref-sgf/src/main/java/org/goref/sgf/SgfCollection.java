package org.goref.sgf;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * What a file holds: one or more game trees (their root nodes), the charset its text was read in,
 * and the warnings about quirks the reader tolerated. Keeps the source the nodes were read from so
 * that a node's offset can be turned into a line and column when something is reported later.
 */
public final class SgfCollection {
    private final List<SgfNode> games;
    /** Per game, the error of its own that makes it no record for goref (SZ, GM), or null. */
    private final List<SgfException> gameErrors;
    private final List<SgfWarning> warnings;
    private final Charset charset;
    private final SgfSource source;

    SgfCollection(List<SgfNode> games, List<SgfException> gameErrors, List<SgfWarning> warnings, Charset charset,
                  SgfSource source) {
        this.games = List.copyOf(games);
        this.gameErrors = Collections.unmodifiableList(new ArrayList<>(gameErrors)); // holds nulls
        this.warnings = List.copyOf(warnings);
        this.charset = charset;
        this.source = source;
    }

    /** A collection made in code (nothing to locate). */
    public static SgfCollection of(List<SgfNode> games) {
        return new SgfCollection(games, Collections.nCopies(games.size(), null), List.of(), StandardCharsets.UTF_8, null);
    }

    public List<SgfNode> games() {
        return games;
    }

    /**
     * The error that makes game {@code index} no record for goref (an unsupported SZ, a GM other
     * than 1), when the file was read keeping broken games ({@link SgfReader#keepingBrokenGames()});
     * {@link SgfGameRecord#of} throws it.
     */
    public Optional<SgfException> gameError(int index) {
        return Optional.ofNullable(gameErrors.get(index));
    }

    /** The first game's root. */
    public SgfNode first() {
        return games.get(0);
    }

    public List<SgfWarning> warnings() {
        return warnings;
    }

    public Charset charset() {
        return charset;
    }

    /** {line, column} (1-based, in characters of the decoded text) of a node's offset, or {0, 0} when unknown. */
    public int[] locate(int offset) {
        if (source == null || offset < 0) {
            return new int[] {0, 0};
        }
        return source.locate(offset);
    }

    /** The place of a node, for messages: "line L, column C: " or "". */
    public String where(SgfNode node) {
        int[] lc = locate(node.offset());
        return lc[0] > 0 ? "line " + lc[0] + ", column " + lc[1] + ": " : "";
    }
}
