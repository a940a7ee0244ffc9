package org.goref.gtp.engine;

import java.util.Locale;

import org.goref.core.board.Board;
import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSpec;

/**
 * The commands that set up what the game is played on and under: {@code boardsize},
 * {@code clear_board}, {@code komi}, {@code kgs-rules} and {@code goref-rules}. A rules change before
 * the first move is the game's rules; after it, an event of the game (see {@link GtpSession#setRules}).
 */
final class SetupCommands {
    private final GtpSession session;

    SetupCommands(GtpSession session) {
        this.session = session;
    }

    String boardsize(GtpRequest r) {
        int n = GtpArgs.integer(r.arg(0));
        if (n < Board.MIN_SIZE || n > Board.MAX_SIZE) {
            throw new GtpError("unacceptable size");
        }
        session.resize(n);
        return "";
    }

    String clearBoard(GtpRequest r) {
        session.clearBoard();
        return "";
    }

    String komi(GtpRequest r) {
        double k = GtpArgs.real(r.arg(0));
        if (!RuleSet.isValidKomi(k)) {
            throw new GtpError("komi must be a number in steps of 0.5");
        }
        session.setRules(session.rules().withKomi(k));
        return "";
    }

    /** KGS names a preset; the komi the controller set stays. */
    String kgsRules(GtpRequest r) {
        RuleSet.Preset p = switch (r.arg(0).toLowerCase(Locale.ROOT)) {
            case "japanese" -> RuleSet.Preset.JAPANESE;
            case "chinese" -> RuleSet.Preset.CHINESE;
            case "aga" -> RuleSet.Preset.AGA;
            case "new_zealand", "new-zealand", "nz" -> RuleSet.Preset.NEW_ZEALAND;
            case "korean" -> RuleSet.Preset.KOREAN;
            case "russian" -> RuleSet.Preset.RUSSIAN_TERRITORY;
            case "tromp-taylor", "tromp_taylor" -> RuleSet.Preset.TROMP_TAYLOR;
            default -> throw new GtpError("unknown rules");
        };
        session.setRules(p.rules().withKomi(session.rules().komi()));
        return "";
    }

    /** With a spec, sets the rules, komi included; without, answers the canonical spec. */
    String gorefRules(GtpRequest r) {
        if (r.args().isEmpty()) {
            return session.rules().spec();
        }
        RuleSet next;
        try {
            next = RuleSpec.parse(String.join("", r.args()));
        } catch (IllegalArgumentException e) {
            throw new GtpError(e.getMessage());
        }
        session.setRules(next);
        return "";
    }
}
