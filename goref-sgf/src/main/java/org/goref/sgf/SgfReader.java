package org.goref.sgf;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads SGF: bytes (charset detected, see {@link SgfCharsets}), text, or a file, into an
 * {@link SgfCollection} of game trees. Everything that goes wrong is an {@link SgfException} with
 * a line and column where there is one; a file larger than the limit is refused before it is read.
 */
public final class SgfReader {
    /** The default limit: far above any real record (the largest known are a few MB). */
    public static final long DEFAULT_MAX_BYTES = 64L * 1024 * 1024;

    private final long maxBytes;
    private final boolean keepBrokenGames;

    public SgfReader() {
        this(DEFAULT_MAX_BYTES);
    }

    public SgfReader(long maxBytes) {
        this(maxBytes, false);
    }

    private SgfReader(long maxBytes, boolean keepBrokenGames) {
        this.maxBytes = maxBytes;
        this.keepBrokenGames = keepBrokenGames;
    }

    /**
     * This reader, but a game with an error of its own (an unsupported SZ, a GM other than 1) no
     * longer fails the whole file: the error is kept for that game ({@link SgfCollection#gameError})
     * and the file's other games are read. For the commands that take every game of a collection
     * (goref check) or one of them (goref score). Syntax errors still fail the file: after one,
     * nothing says where the next game begins.
     */
    public SgfReader keepingBrokenGames() {
        return new SgfReader(maxBytes, true);
    }

    /** Reads a file with the default limit. */
    public static SgfCollection readFile(Path path) {
        return new SgfReader().file(path);
    }

    public static SgfCollection readBytes(byte[] bytes) {
        return new SgfReader().bytes(bytes);
    }

    /** Reads text that is already decoded (the CA property is then only information). */
    public static SgfCollection readString(String text) {
        return new SgfReader().string(text);
    }

    /** The first game of a file as a record (the common case: GTP loadsgf, goref score). */
    public static SgfGameRecord readRecord(Path path) {
        return SgfGameRecord.of(readFile(path), 0);
    }

    public SgfCollection file(Path path) {
        long size;
        try {
            size = Files.size(path);
        } catch (IOException e) {
            throw new SgfException("cannot read " + path + ": " + describe(e));
        }
        if (size > maxBytes) {
            throw new SgfException(path + " is " + size + " bytes; the limit for a record is " + maxBytes + " bytes");
        }
        byte[] b;
        try (InputStream in = Files.newInputStream(path)) {
            b = in.readNBytes((int) Math.min(maxBytes + 1, Integer.MAX_VALUE - 16));
        } catch (IOException e) {
            throw new SgfException("cannot read " + path + ": " + describe(e));
        }
        return own(b);
    }

    public SgfCollection bytes(byte[] b) {
        checkSize(b);
        // The collection may keep the bytes (to place nodes later), so it gets its own copy.
        return own(b.clone());
    }

    /** Reads bytes nobody else changes. */
    private SgfCollection own(byte[] b) {
        checkSize(b);
        List<SgfWarning> warnings = new ArrayList<>();
        SgfCharsets.Decoded d = SgfCharsets.decode(b, warnings);
        return SgfParser.parse(d.source(), d.charset(), warnings, keepBrokenGames);
    }

    private void checkSize(byte[] b) {
        if (b.length > maxBytes) {
            throw new SgfException("the record is " + b.length + " bytes; the limit is " + maxBytes + " bytes");
        }
    }

    public SgfCollection string(String text) {
        if (text.length() > maxBytes) {
            throw new SgfException("the record is " + text.length() + " characters; the limit is " + maxBytes);
        }
        return SgfParser.parse(SgfSource.text(text), StandardCharsets.UTF_16, new ArrayList<>(), keepBrokenGames);
    }

    private static String describe(IOException e) {
        String m = e.getMessage();
        return e instanceof NoSuchFileException ? "no such file"
                : e instanceof AccessDeniedException ? "permission denied"
                : m == null ? e.getClass().getSimpleName() : m;
    }
}
