package org.goref.sgf;

import java.util.List;

/**
 * One property of a node: its identifier (upper case, FF[4]) and its values exactly as they stand
 * between the brackets, escapes included. Keeping the raw text is what makes a tree written back
 * identical to the one read, for known and unknown properties alike; {@link SgfText} interprets
 * values on demand. Immutable (the reader shares one instance for every {@code B[dd]}).
 */
public final class SgfProperty {
    private final String id;
    private final List<String> values;

    public SgfProperty(String id, List<String> values) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("a property needs an identifier");
        }
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            if (c < 'A' || c > 'Z') {
                throw new IllegalArgumentException("a property identifier is upper-case letters: " + id);
            }
        }
        List<String> v = List.copyOf(values);
        if (v.isEmpty()) {
            throw new IllegalArgumentException("a property has at least one value: " + id);
        }
        for (String s : v) {
            if (!balanced(s)) {
                throw new IllegalArgumentException("a raw value must escape ']' and end outside an escape: " + s);
            }
        }
        this.id = id;
        this.values = v;
    }

    /** For the reader: the identifier and values are known to be well formed. */
    private SgfProperty(String id, List<String> values, boolean trusted) {
        this.id = id;
        this.values = values;
    }

    static SgfProperty trusted(String id, List<String> values) {
        return new SgfProperty(id, values, true);
    }

    /** Whether a raw value can stand between brackets: every ']' escaped, no dangling '\'. */
    private static boolean balanced(String raw) {
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '\\') {
                if (++i >= raw.length()) {
                    return false;
                }
            } else if (c == ']') {
                return false;
            }
        }
        return true;
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

    public String id() {
        return id;
    }

    /** The raw values. */
    public List<String> values() {
        return values;
    }

    /** The first raw value. */
    public String value() {
        return values.get(0);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SgfProperty p && p.id.equals(id) && p.values.equals(values);
    }

    @Override
    public int hashCode() {
        return id.hashCode() * 31 + values.hashCode();
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(id);
        for (String v : values) {
            sb.append('[').append(v).append(']');
        }
        return sb.toString();
    }
}
