package org.goref.server.record;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

import org.goref.server.store.GameRecord;

/**
 * The name a downloaded record is saved under, {@code DATE-BLACK-WHITE.sgf}, as a
 * {@code Content-Disposition} header: an ASCII name for every browser and the names as written
 * (Cyrillic too) in {@code filename*}. Characters a file system or the header would trip on (path
 * separators, quotes, controls, {@code :*?<>|}) become {@code _}.
 */
public final class RecordFileName {
    private RecordFileName() {
    }

    /** The file name, letters of any script kept. */
    public static String of(GameRecord r) {
        String date = DateTimeFormatter.ISO_LOCAL_DATE.format(Instant.ofEpochMilli(r.createdAt()).atOffset(ZoneOffset.UTC));
        return date + "-" + part(r.blackName()) + "-" + part(r.whiteName()) + ".sgf";
    }

    /** The header's value: {@code attachment; filename="…"; filename*=UTF-8''…}. */
    public static String contentDisposition(GameRecord r) {
        String name = of(r);
        String ascii = name.replaceAll("[^A-Za-z0-9._-]", "_");
        String encoded = URLEncoder.encode(name, StandardCharsets.UTF_8).replace("+", "%20");
        return "attachment; filename=\"" + ascii + "\"; filename*=UTF-8''" + encoded;
    }

    private static String part(String name) {
        String s = name.strip().replaceAll("[\\p{Cntrl}\\p{Cf}/\\\\:*?\"<>|;,%']", "_").replaceAll("\\s+", "_");
        if (s.length() > 40) {
            s = s.substring(0, s.offsetByCodePoints(0, s.codePointCount(0, 40)));
        }
        return s.isEmpty() ? "_" : s;
    }
}
