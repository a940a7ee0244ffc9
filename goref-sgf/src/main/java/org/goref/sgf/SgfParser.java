package org.goref.sgf;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.goref.core.text.Quote;
import org.goref.core.board.Board;

/**
 * The FF[4] grammar, read from the bytes of an {@link SgfSource} (its structure characters are
 * ASCII; only the values kept are decoded), iteratively (an explicit stack, so a tree nested a
 * million deep costs heap, not Java stack): {@code Collection = GameTree+; GameTree = "(" Sequence GameTree* ")";
 * Sequence = Node+; Node = ";" Property*; Property = PropIdent PropValue+}.
 *
 * <p>Tolerated with a warning: text before the first tree and after the last, FF[3] property names
 * with lower-case letters ({@code AddBlack} is {@code AB}), a missing {@code ;} before a node's
 * properties, a property repeated in one node (values merged), an unbalanced {@code )}, a file cut
 * off before its last {@code )}. Errors (with line and column): no game tree at all, a property
 * without a value, an unterminated value, a character that belongs nowhere, a rectangular or
 * unsupported {@code SZ}, a {@code GM} other than 1 (not a Go record). The last two are errors of
 * one game: read keeping broken games, they are kept for that game and the others stay readable.
 */
final class SgfParser {
    /** The largest board goref plays on; SZ beyond it is an error the parser reports in place. */
    static final int MAX_SIZE = Board.MAX_SIZE;

    private static final String[] ONE = new String[26];
    private static final String[] TWO = new String[26 * 26];
    /** B[xy] and W[xy] with lower-case letters, shared: a property is immutable. */
    private static final SgfProperty[] MOVE_CACHE = new SgfProperty[2 * 27 * 27];
    /** The same, each alone in an array of length 1 that every node made of just that move shares (see SgfNode). */
    private static final SgfProperty[][] MOVE_NODE_PROPS = new SgfProperty[2 * 27 * 27][];
    private static final String[] POINT_STRINGS = new String[27 * 27];

    static {
        for (int i = 0; i < 26; i++) {
            ONE[i] = String.valueOf((char) ('A' + i)).intern();
            for (int j = 0; j < 26; j++) {
                TWO[i * 26 + j] = ("" + (char) ('A' + i) + (char) ('A' + j)).intern();
            }
        }
        POINT_STRINGS[26 * 27 + 26] = "";
        for (int i = 0; i < 26; i++) {
            for (int j = 0; j < 26; j++) {
                POINT_STRINGS[i * 27 + j] = "" + (char) ('a' + i) + (char) ('a' + j);
            }
        }
        for (int k = 0; k < POINT_STRINGS.length; k++) {
            if (POINT_STRINGS[k] != null) {
                MOVE_CACHE[k] = SgfProperty.trusted("B", List.of(POINT_STRINGS[k]));
                MOVE_CACHE[27 * 27 + k] = SgfProperty.trusted("W", List.of(POINT_STRINGS[k]));
                MOVE_NODE_PROPS[k] = new SgfProperty[] {MOVE_CACHE[k]};
                MOVE_NODE_PROPS[27 * 27 + k] = new SgfProperty[] {MOVE_CACHE[27 * 27 + k]};
            }
        }
    }

    private final SgfSource src;
    /** The source's bytes in a field of their own: the hot loops index them directly. */
    private final byte[] bs;
    private final int n;
    private int i;
    private final List<SgfWarning> warnings;
    private final List<Integer> warningOffsets = new ArrayList<>();
    private final List<String> warningTexts = new ArrayList<>();
    private final Set<String> warnedOnce = new HashSet<>();
    /**
     * Keep reading after a game's own error (SZ, GM): the error is kept for that game and the
     * file's other games stay readable. Off, the first such error is thrown where it stands.
     */
    private final boolean keepBrokenGames;
    /** Per game (in order), the first error of its own, or null. */
    private final List<SgfException> gameErrors = new ArrayList<>(1);
    private boolean warnedCase;
    private boolean warnedDuplicate;
    private boolean warnedSemicolon;
    /** treeStart's last scan: from where, and the tree it found there (n: none). */
    private int scannedFrom = Integer.MAX_VALUE;
    private int foundTree = -1;

    private SgfParser(SgfSource src, List<SgfWarning> warnings, boolean keepBrokenGames) {
        this.src = src;
        this.bs = src.bytes();
        this.n = bs.length;
        this.warnings = warnings;
        this.keepBrokenGames = keepBrokenGames;
    }

    static SgfCollection parse(SgfSource src, Charset charset, List<SgfWarning> warnings, boolean keepBrokenGames) {
        SgfParser p = new SgfParser(src, warnings, keepBrokenGames);
        List<SgfNode> games = p.run();
        p.flushWarnings();
        return new SgfCollection(games, p.gameErrors, warnings, charset, src);
    }

    private List<SgfNode> run() {
        List<SgfNode> games = new ArrayList<>(1);
        skipToFirstTree();
        // stack[k] = the node the sequence opened by the k-th unclosed '(' hangs under (null: a new game)
        SgfNode[] stack = new SgfNode[16];
        int depth = 0;
        SgfNode current = null;
        boolean emptyTree = false;
        while (i < n) {
            int c = bs[i];
            switch (c) {
                case ' ', '\n', '\r', '\t', '\f', '\u000b' -> i++;
                case '(' -> {
                    if (depth == stack.length) {
                        stack = Arrays.copyOf(stack, depth * 2);
                    }
                    stack[depth++] = current;
                    emptyTree = true;
                    i++;
                }
                case ')' -> {
                    if (depth == 0) {
                        warnOnce(i, "unbalanced ')' ignored");
                    } else {
                        if (emptyTree) {
                            warnOnce(i, "empty game tree '()' ignored");
                        }
                        current = stack[--depth];
                        stack[depth] = null;
                        emptyTree = false;
                    }
                    i++;
                    if (depth == 0) {
                        if (!skipBetweenTrees()) {
                            return finish(games, depth);
                        }
                    }
                }
                case ';' -> {
                    if (depth == 0) {
                        throw error(i, "';' outside a game tree: expected '('");
                    }
                    SgfNode move = current == null ? null : moveNode();
                    if (move != null) {
                        current.addChild(move);
                        current = move;
                    } else {
                        current = newNode(games, current, i);
                        i++;
                        properties(current);
                    }
                    emptyTree = false;
                }
                default -> {
                    if (isLetter(c) && depth > 0) {
                        if (!warnedSemicolon) {
                            warn(i, "properties without a ';' before them: read as a new node");
                            warnedSemicolon = true;
                        }
                        current = newNode(games, current, i);
                        emptyTree = false;
                        properties(current);
                    } else if (isBlank(codePoint(i))) {
                        i += charLength(i);
                    } else if (depth == 0) {
                        if (!skipBetweenTrees()) {
                            return finish(games, depth);
                        }
                    } else {
                        throw error(i, "unexpected " + describe(codePoint(i)) + ": expected ';', '(' or ')'");
                    }
                }
            }
        }
        return finish(games, depth);
    }

    private List<SgfNode> finish(List<SgfNode> games, int depth) {
        if (depth > 0) {
            warn(n, "the file ends inside a game tree: " + depth + " missing ')' supplied");
        }
        if (games.isEmpty()) {
            throw error(Math.min(i, n), "no game: the file holds no node ';'");
        }
        return games;
    }

    /**
     * The common node, a move and nothing else ({@code ;B[dd]}, {@code ;W[]}), read in one step
     * into a node that shares its property: null (and nothing read) for any other node, which
     * the general path then reads. {@code i} is at the ';'; a root is never read here.
     */
    private SgfNode moveNode() {
        int at = i;
        int j = at + 1;
        if (j + 2 >= n || bs[j + 1] != '[') {
            return null;
        }
        int color = bs[j] == 'B' ? 0 : bs[j] == 'W' ? 27 * 27 : -1;
        int point;
        int end;
        if (color < 0) {
            return null;
        } else if (bs[j + 2] == ']') {
            point = 26 * 27 + 26;
            end = j + 3;
        } else if (j + 4 < n && bs[j + 4] == ']' && isLowerCase(bs[j + 2]) && isLowerCase(bs[j + 3])) {
            point = (bs[j + 2] - 'a') * 27 + (bs[j + 3] - 'a');
            end = j + 5;
        } else {
            return null;
        }
        int k = end;
        while (k < n && isSpace(bs[k])) {
            k++;
        }
        if (k < n && (isLetter(bs[k]) || bs[k] == '[' || bs[k] < 0)) {
            return null; // more values or properties follow, or a blank beyond ASCII that the general path skips
        }
        i = k;
        return new SgfNode(at, MOVE_NODE_PROPS[color + point]);
    }

    private static boolean isLowerCase(int c) {
        return c >= 'a' && c <= 'z';
    }

    private SgfNode newNode(List<SgfNode> games, SgfNode parent, int at) {
        SgfNode node = new SgfNode(at);
        if (parent == null) {
            games.add(node);
            gameErrors.add(null);
        } else {
            parent.addChild(node);
        }
        return node;
    }

    private void skipToFirstTree() {
        int start = i;
        int firstText = -1;
        int tree = treeStart(i);
        while (i < tree) {
            if (!isBlank(codePoint(i))) {
                firstText = i;
                break;
            }
            i += charLength(i);
        }
        i = tree;
        if (i == n) {
            throw error(firstText >= 0 ? firstText : start, "no game tree: expected '('");
        }
        if (firstText >= 0) {
            warn(firstText, "text before the first game tree ignored");
        }
    }

    /** After a tree closed at depth 0: skip to the next '(' or the end; false when there is none. */
    private boolean skipBetweenTrees() {
        int firstText = -1;
        int tree = treeStart(i);
        while (i < tree) {
            int c = codePoint(i);
            if (!Character.isWhitespace(c) && c != '\u001a' && c != 0) {
                firstText = i;
                break;
            }
            i += charLength(i);
        }
        i = tree;
        if (firstText >= 0) {
            warnOnce(firstText, "text between or after game trees ignored");
        }
        return i < n;
    }

    /**
     * Where the next game tree starts: the first '(' followed by ';' (prose around records has
     * parentheses too), else the first '(' at all, else the end.
     */
    private int treeStart(int from) {
        // The last scan's answer holds for any later start up to the tree it found: scanning to the
        // end again after each of many "()" was quadratic (200,000 of them took 7 s).
        if (from < scannedFrom || from > foundTree) {
            scannedFrom = from;
            foundTree = firstTree(from);
        }
        if (foundTree < n) {
            return foundTree;
        }
        for (int k = from; k < n; k++) {
            if (bs[k] == '(') {
                return k;
            }
        }
        return n;
    }

    /** The first '(' from {@code from} on followed by ';' (blanks and more '(' between allowed), else n. */
    private int firstTree(int from) {
        for (int k = from; k < n; k++) {
            if (bs[k] == '(') {
                int j = k + 1;
                while (j < n && (isSpace(bs[j]) || bs[j] == '(')) {
                    j++;
                }
                if (j < n && bs[j] == ';') {
                    return k;
                }
                // Every '(' of this run is followed by the same character: none starts a tree.
                // Looking at the run again from each of its '(' was quadratic ("((((...").
                k = j - 1;
            }
        }
        return n;
    }

    private void properties(SgfNode node) {
        // A repeated property's values gather here and go into the node once, when it ends: merging
        // into a new list at each repetition made AB[aa]AB[bb]... quadratic (100,000 took 40 s).
        Map<Integer, List<String>> repeated = null;
        // Where each name sits, once the node has many: a linear look-up per property was quadratic too.
        Map<String, Integer> byName = null;
        while (true) {
            skipSpace();
            if (i >= n || !isLetter(bs[i])) {
                if (repeated != null) {
                    for (Map.Entry<Integer, List<String>> e : repeated.entrySet()) {
                        String id = node.propertyAt(e.getKey()).id();
                        node.replaceAt(e.getKey(), SgfProperty.trusted(id, List.copyOf(e.getValue())));
                    }
                }
                return;
            }
            int idStart = i;
            String id = identifier();
            skipSpace();
            if (i >= n || bs[i] != '[') {
                throw error(i < n ? i : idStart, "property " + id + " has no value: expected '['"
                        + (i < n ? " but found " + describe(codePoint(i)) : " but the file ends"));
            }
            SgfProperty prop = values(id, idStart);
            if (id.equals("SZ") || id.equals("GM")) {
                SgfException broken = id.equals("SZ") ? checkSize(prop, idStart) : checkGame(prop, idStart);
                if (broken != null) {
                    gameBroken(broken);
                }
            }
            int count = node.propertyCount();
            if (byName == null && count >= INDEXED_FROM) {
                byName = new HashMap<>();
                for (int k = 0; k < count; k++) {
                    byName.put(node.propertyAt(k).id(), k);
                }
            }
            int k = byName != null ? byName.getOrDefault(id, -1) : indexOf(node, id);
            if (k >= 0) {
                if (!warnedDuplicate) {
                    warn(idStart, "property " + id + " repeated in one node: values merged");
                    warnedDuplicate = true;
                }
                if (repeated == null) {
                    repeated = new HashMap<>();
                }
                repeated.computeIfAbsent(k, at -> new ArrayList<>(node.propertyAt(at).values())).addAll(prop.values());
            } else {
                if (byName != null) {
                    byName.put(id, count);
                }
                node.append(prop);
            }
        }
    }

    /** Nodes with this many properties find names through a map (nearly every node has fewer). */
    private static final int INDEXED_FROM = 16;

    private static int indexOf(SgfNode node, String id) {
        int count = node.propertyCount();
        for (int k = 0; k < count; k++) {
            if (node.propertyAt(k).id().equals(id)) {
                return k;
            }
        }
        return -1;
    }

    private String identifier() {
        int start = i;
        boolean lower = false;
        while (i < n && isLetter(bs[i])) {
            lower |= bs[i] >= 'a';
            i++;
        }
        int len = i - start;
        if (!lower) {
            if (len == 1) {
                return ONE[bs[start] - 'A'];
            }
            if (len == 2) {
                return TWO[(bs[start] - 'A') * 26 + bs[start + 1] - 'A'];
            }
            return new String(bs, start, i - start, StandardCharsets.ISO_8859_1);
        }
        // FF[3]: lower-case letters are ignored (AddBlack = AB); an all-lower-case name is upper-cased.
        StringBuilder up = new StringBuilder();
        for (int k = start; k < i; k++) {
            char c = (char) bs[k];
            if (c >= 'A' && c <= 'Z') {
                up.append(c);
            }
        }
        if (up.isEmpty()) {
            up.append(ascii(start, i).toUpperCase(Locale.ROOT));
        }
        String id = up.toString();
        if (!warnedCase) {
            warn(start, "FF[3] property name " + ascii(start, i) + " read as " + id);
            warnedCase = true;
        }
        return id;
    }

    private SgfProperty values(String id, int idStart) {
        boolean move = id == "B" || id == "W";
        String first = null;
        List<String> more = null;
        while (i < n && bs[i] == '[') {
            int open = i;
            int j = i + 1;
            // Fast path: a two-letter point or an empty value.
            if (move && more == null && first == null && j + 2 < n + 1) {
                if (j < n && bs[j] == ']') {
                    i = j + 1;
                    first = "";
                    skipSpace();
                    if (i >= n || bs[i] != '[') {
                        return MOVE_CACHE[(id == "B" ? 0 : 27 * 27) + 26 * 27 + 26];
                    }
                    continue;
                }
                if (j + 2 < n && bs[j + 2] == ']') {
                    int a = bs[j];
                    int b = bs[j + 1];
                    if (a >= 'a' && a <= 'z' && b >= 'a' && b <= 'z') {
                        i = j + 3;
                        skipSpace();
                        int k = (a - 'a') * 27 + (b - 'a');
                        if (i >= n || bs[i] != '[') {
                            return MOVE_CACHE[(id == "B" ? 0 : 27 * 27) + k];
                        }
                        first = POINT_STRINGS[k];
                        continue;
                    }
                }
            }
            final byte[] a = bs;
            while (j < n) {
                byte c = a[j];
                if (c == ']') {
                    break;
                }
                j += c == '\\' ? 2 : 1;
            }
            if (j >= n) {
                throw error(open, "value of property " + id + " is not closed: ']' missing before the end of the file");
            }
            String v = src.string(open + 1, j);
            if (first == null) {
                first = v;
            } else {
                if (more == null) {
                    more = new ArrayList<>(4);
                    more.add(first);
                }
                more.add(v);
            }
            i = j + 1;
            skipSpace();
        }
        return SgfProperty.trusted(id, more == null ? List.of(first) : List.copyOf(more));
    }

    /**
     * Skips white space inside a node: ASCII's, and any other blank (an ideographic space U+3000
     * typed with the input method still on, a no-break space). Only ASCII was skipped here, while
     * between nodes every blank was: a U+3000 between two properties ended the node, and the
     * properties after it went into a new one (PW, KM out of the root), a no-break space was an error.
     */
    private void skipSpace() {
        while (i < n) {
            byte b = bs[i];
            if (isSpace(b)) {
                i++;
            } else if (b < 0 && isBlank(src.codePoint(i))) {
                i += src.length(i);
            } else {
                return;
            }
        }
    }

    /** A game's own error: thrown at once, or kept for its game (the last one begun). */
    private void gameBroken(SgfException e) {
        if (!keepBrokenGames) {
            throw e;
        }
        int last = gameErrors.size() - 1;
        if (gameErrors.get(last) == null) {
            gameErrors.set(last, e);
        }
    }

    /** What is wrong with an SZ value, or null. */
    private SgfException checkSize(SgfProperty prop, int at) {
        String v = SgfText.simpleText(prop.value()).trim();
        int colon = v.indexOf(':');
        try {
            if (colon >= 0) {
                int w = SgfNumber.parse(v.substring(0, colon));
                int h = SgfNumber.parse(v.substring(colon + 1));
                if (w != h) {
                    return error(at, "SZ[" + Quote.of(v) + "]: rectangular boards are not supported (only square boards)");
                }
                return checkSquare(w, v, at);
            }
            return checkSquare(SgfNumber.parse(v), v, at);
        } catch (NumberFormatException e) {
            return error(at, "SZ[" + Quote.of(v) + "] is not a board size");
        }
    }

    /**
     * GM[1] is Go; any other game's record (GM[2] Othello, GM[3] chess…) has moves and points that
     * mean something else, and read as Go it would give a game nobody played. GM missing or empty
     * is Go, FF[4]'s default. What is wrong, or null.
     */
    private SgfException checkGame(SgfProperty prop, int at) {
        String v = SgfText.simpleText(prop.value()).trim();
        if (v.isEmpty()) {
            return null;
        }
        try {
            if (SgfNumber.parse(v) == 1) {
                return null;
            }
        } catch (NumberFormatException e) {
            // not a number: not Go either
        }
        return error(at, "not a Go record: GM[" + Quote.of(v) + "]");
    }

    private SgfException checkSquare(int size, String v, int at) {
        if (size < 2 || size > MAX_SIZE) {
            return error(at, "SZ[" + Quote.of(v) + "]: board size " + size + " is not supported (2 to " + MAX_SIZE + ")");
        }
        return null;
    }

    private static boolean isLetter(int c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    }

    private static boolean isSpace(int c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\u000b';
    }

    /** Space between trees, nodes and properties: any Unicode white space or space (no-break too), and a byte-order mark. */
    private static boolean isBlank(int codePoint) {
        return codePoint == 0xFEFF || Character.isWhitespace(codePoint) || Character.isSpaceChar(codePoint);
    }

    /** The character at a byte offset (decoded only when it is not ASCII). */
    private int codePoint(int at) {
        return bs[at] >= 0 ? bs[at] : src.codePoint(at);
    }

    private int charLength(int at) {
        return bs[at] >= 0 ? 1 : src.length(at);
    }

    /** Bytes known to be ASCII letters, as a String. */
    private String ascii(int from, int to) {
        return new String(bs, from, to - from, StandardCharsets.ISO_8859_1);
    }

    private static String describe(int c) {
        if (c < 0x20) {
            return "control character U+" + String.format("%04X", c);
        }
        return "'" + Character.toString(c) + "'";
    }

    /**
     * A warning whose text never varies, given at its first place only: a file of 100,000 "()"
     * gave 100,000 identical lines.
     */
    private void warnOnce(int at, String message) {
        if (warnedOnce.add(message)) {
            warn(at, message);
        }
    }

    private void warn(int at, String message) {
        warningOffsets.add(at);
        warningTexts.add(message);
    }

    private void flushWarnings() {
        for (int k = 0; k < warningTexts.size(); k++) {
            int[] lc = src.locate(warningOffsets.get(k));
            warnings.add(new SgfWarning(lc[0], lc[1], warningTexts.get(k)));
        }
    }

    private SgfException error(int at, String message) {
        int[] lc = src.locate(Math.min(at, n));
        return new SgfException(lc[0], lc[1], message);
    }
}
