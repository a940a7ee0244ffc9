package org.goref.sgf;

import java.util.List;

/**
 * One property of a node: its identifier (upper case, FF[4]) and its values exactly as they stand
 * between the brackets, escapes included. Keeping the raw text is what makes a tree written back
 * identical to the one read, for known and unknown properties alike; {@link SgfText} interprets
 * values on demand.
 */
public record SgfProperty(String id, List<String> values) {
    public SgfProperty {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("a property needs an identifier");
        }
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            if (c < 'A' || c > 'Z') {
                throw new IllegalArgumentException("a property identifier is upper-case letters: " + id);
            }
        }
        values = List.copyOf(values);
        if (values.isEmpty()) {
            throw new IllegalArgumentException("a property has at least one value: " + id);
        }
    }

    /** A property whose values are raw SGF text (already escaped). */
    public static SgfProperty raw(String id, String... rawValues) {
        return new SgfProperty(id, List.of(rawValues));
    }

    /** A property whose values are plain text, escaped here. */
    public static SgfProperty text(String id, String... texts) {
        String[] raw = new String[texts.length];
        for (int i = 0; i < texts.length; i++) {
            raw[i] = SgfText.escape(texts[i]);
        }
        return new SgfProperty(id, List.of(raw));
    }

    /** The first raw value. */
    public String value() {
        return values.get(0);
    }
}
