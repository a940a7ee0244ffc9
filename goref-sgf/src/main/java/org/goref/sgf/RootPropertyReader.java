package org.goref.sgf;

import java.util.List;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.game.GameResult;
import org.goref.core.rules.HalfPoints;
import org.goref.core.rules.RuleSet;
import org.goref.core.text.PlainNumber;
import org.goref.core.text.Quote;

/**
 * The game values of a record's root node: board size (SZ), komi (KM), rules (RU) and result (RE),
 * each read as the real-world records that write it oddly meant it, with a warning for each fix.
 */
final class RootPropertyReader {
    private final SgfNode root;
    /** The nodes game information is read from (see SgfGameRecord.gameInfo): KM, RU and RE. */
    private final List<SgfNode> info;
    private final NodeWarnings warnings;

    RootPropertyReader(SgfNode root, List<SgfNode> info, NodeWarnings warnings) {
        this.root = root;
        this.info = info;
        this.warnings = warnings;
    }

    /** RU as goref's rules, with this komi; what the mapping had to guess is a warning. */
    RuleSet rules(double komi) {
        SgfNode node = SgfGameRecord.infoNode(info, "RU");
        SgfRules.Mapped m = SgfRules.map(node.simpleText("RU"), komi);
        if (m.note() != null) {
            warnings.warn(node, m.note());
        }
        return m.rules().withKomi(komi);
    }

    /** SZ: the board size, 19 without one; a size goref cannot play is no record for it. */
    int size() {
        String sz = root.simpleText("SZ");
        if (sz == null) {
            return 19;
        }
        String v = sz.trim();
        int colon = v.indexOf(':');
        // the parser has checked the value on files; records built in code are checked here
        try {
            String number = colon >= 0 ? sz.substring(0, sz.indexOf(':')) : sz;
            int s = SgfNumber.parse(number);
            if (s < Board.MIN_SIZE || s > Board.MAX_SIZE) {
                throw new SgfException("SZ[" + Quote.of(v) + "]: board size not supported (2 to " + Board.MAX_SIZE + ")");
            }
            if (SgfNumber.repaired(colon >= 0 ? number : sz)) {
                warnings.warn(root, "SZ[" + Quote.of(sz) + "] read as " + s);
            }
            return s;
        } catch (NumberFormatException e) {
            throw new SgfException("SZ[" + Quote.of(v) + "] is not a board size");
        }
    }

    /**
     * KM, read as the servers that wrote it meant it: a decimal comma, komi in hundredths, komi in
     * stones (Chinese zi) and values that are no komi are read with a warning.
     */
    double komi() {
        SgfNode node = SgfGameRecord.infoNode(info, "KM");
        String km = node.simpleText("KM");
        if (km == null) {
            return 0;
        }
        String v = km.trim();
        if (v.isEmpty()) {
            return 0;
        }
        if (v.indexOf(',') >= 0) {
            v = v.replace(',', '.');
            warnings.warn(node, "KM[" + Quote.of(km) + "] read as " + v);
        }
        double k;
        // SGF's Real only: Double.parseDouble also took KM[1e3] (then read as 10, "hundredths"),
        // KM[6.5f] and KM[0x1p3].
        if (!PlainNumber.isDecimal(v)) {
            warnings.warn(node, "KM[" + Quote.of(km) + "] is not a number: komi 0 assumed");
            return 0;
        }
        try {
            k = Double.parseDouble(v);
        } catch (NumberFormatException e) {
            warnings.warn(node, "KM[" + Quote.of(km) + "] is not a number: komi 0 assumed");
            return 0;
        }
        if (Double.isNaN(k) || Double.isInfinite(k)) {
            warnings.warn(node, "KM[" + Quote.of(km) + "] is not a number: komi 0 assumed");
            return 0;
        }
        if (Math.abs(k) >= 50 && Math.abs(k) <= 100 * 1000 && Math.rint(k / 25) == k / 25) {
            // Some servers write komi in hundredths: 650 for 6.5, 375 for 3.75. (Not 1e308: no
            // komi in hundredths is that large, and its "hundredths" printed as 9223372036854775807.)
            double fixed = k / 100;
            warnings.warn(node, "KM[" + Quote.of(km) + "] read as " + RuleSet.formatKomi(fixed) + " (written in hundredths)");
            k = fixed;
        }
        if (!HalfPoints.isWholeOrHalf(k)) {
            if (Math.rint(k * 4) == k * 4) {
                double points = k * 2;
                warnings.warn(node, "KM[" + RuleSet.formatKomi(k) + "] is in stones (Chinese zi): " + RuleSet.formatKomi(points) + " points");
                k = points;
            } else {
                double rounded = Math.rint(k * 2) / 2;
                warnings.warn(node, "KM[" + Quote.of(km) + "] rounded to " + RuleSet.formatKomi(rounded));
                k = rounded;
            }
        }
        if (Math.abs(k) > 1000) {
            warnings.warn(node, "KM[" + Quote.of(km) + "] is out of range: komi 0 assumed");
            return 0;
        }
        return k;
    }

    /** RE, or null without one; a result not understood is unknown, with a warning. */
    GameResult result() {
        SgfNode node = SgfGameRecord.infoNode(info, "RE");
        String re = node.simpleText("RE");
        if (re == null) {
            return null;
        }
        GameResult r = GameResult.parseSgf(re);
        Color winner = marginlessWinner(re);
        if (winner != null) {
            warnings.warn(node, "RE[" + Quote.of(re) + "]: " + (winner == Color.BLACK ? "Black" : "White") + " won, by a margin the record does not give");
        } else if (r instanceof GameResult.Unknown && !re.trim().equals("?") && !re.isBlank()) {
            warnings.warn(node, "RE[" + Quote.of(re) + "] not understood: result unknown");
        }
        return r;
    }

    /** The colour of {@code B+} or {@code W+} with nothing after the sign, else null. */
    static Color marginlessWinner(String re) {
        String v = re == null ? "" : re.trim();
        if (v.length() < 2 || !v.substring(1).trim().equals("+")) {
            return null;
        }
        return switch (Character.toUpperCase(v.charAt(0))) {
            case 'B' -> Color.BLACK;
            case 'W' -> Color.WHITE;
            default -> null;
        };
    }
}
