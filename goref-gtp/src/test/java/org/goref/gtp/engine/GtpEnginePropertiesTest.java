package org.goref.gtp.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.goref.core.rules.RuleSet;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * Whatever a controller sends, the engine answers in GTP form and an error changes nothing: random
 * sessions of well-formed, half-formed and garbage commands (known names with wrong arguments,
 * unknown names, ids, stray characters), checked line by line against the state before the line.
 */
class GtpEnginePropertiesTest {
    /** Every command the engine knows but quit (it ends the session) and loadsgf (it reads files). */
    private static final List<String> NAMES = List.of("protocol_version", "name", "version", "known_command",
            "list_commands", "boardsize", "clear_board", "komi", "play", "genmove", "kgs-genmove_cleanup", "undo",
            "showboard", "fixed_handicap", "place_free_handicap", "set_free_handicap", "final_score",
            "final_status_list", "printsgf", "time_settings", "time_left", "kgs-time_settings", "kgs-rules",
            "is_legal", "all_legal", "captures", "list_stones", "goref-rules", "goref-legal", "goref-dead", "goref-proposal",
            "goref-score", "goref-penalty");

    @Property(tries = 200)
    void everyLineGetsAGtpAnswerAndAnErrorChangesNothing(@ForAll("sessions") List<String> session) {
        GtpEngine engine = new GtpEngine(9, RuleSet.russianTerritory(), GtpEngine.discoverEstimator());
        for (String line : session) {
            String before = state(engine);
            String answer = engine.handle(line);
            if (answer == null) {
                // Only a line with no command in it (blank, or a comment) gets no answer.
                assertThat(line.replaceAll("#.*", "").replaceAll("[\\p{Cntrl}\\s]", "")).as(line).isEmpty();
                continue;
            }
            assertThat(answer).as(line).matches("(?s)[=?]\\d*( .*)?\\n\\n").doesNotContain("internal error");
            assertThat(answer.substring(0, answer.length() - 2)).as(line).doesNotContain("\n\n");
            if (answer.startsWith("?")) {
                assertThat(state(engine)).as("state after " + line + " answered " + answer).isEqualTo(before);
            }
        }
    }

    /** What a refused command must not change: the board, the game's events, the rules and the marking. */
    private static String state(GtpEngine engine) {
        return engine.handle("showboard") + engine.game().events() + engine.handle("goref-rules") + engine.marking();
    }

    private static final List<String> COLOURS = List.of("b", "w", "black", "WHITE", "purple", "B", "");
    private static final List<String> VERTICES = List.of("A1", "a1", "D4", "d4", "E5", "C3", "c4", "D5", "E4", "J9",
            "T19", "I5", "Z99", "A0", "pass", "PASS", "resign", "4D");
    private static final List<String> NUMBERS = List.of("0", "1", "2", "4", "5", "7", "9", "13", "19", "26", "-1", "6.5",
            "6.25", "7.5", "-0.5", "1e9", "1001", "NaN", "Infinity", "99999999999", "x");
    private static final List<String> SPECS = List.of("russian-territory", "russian-area,komi=7.5", "chinese",
            "japanese", "komi=", "seki=maybe", "russian-area,seki=no-count", "aga", "new-zealand", "x=y");
    private static final List<String> STATUSES = List.of("alive", "dead", "seki", "black_territory", "dame",
            "white_territory", "territory");
    private static final List<String> SYSTEMS = List.of("none", "absolute", "byoyomi", "canadian", "fischer");
    private static final List<String> JUNK = List.of("\u0416", "\"", "=", "?", "#", "-", ",", "\u0000", "\u00e9\u00e9",
            "\t", "A1 A1", "");

    @Provide
    Arbitrary<List<String>> sessions() {
        Arbitrary<String> id = Arbitraries.frequencyOf(
                Tuple.of(4, Arbitraries.just("")),
                Tuple.of(1, Arbitraries.integers().between(0, 1000).map(i -> i + " ")),
                Tuple.of(1, Arbitraries.of("-3 ", "12x ", "99999999999999999999 ")));
        Arbitrary<String> command = Arbitraries.frequencyOf(
                Tuple.of(12, Arbitraries.of(NAMES).flatMap(GtpEnginePropertiesTest::withArguments)),
                Tuple.of(1, Arbitraries.strings().ofMinLength(1).ofMaxLength(8)));
        // A well-aimed command is sometimes spoiled: a word dropped, a junk word added.
        Arbitrary<String> spoiled = Combinators.combine(command, Arbitraries.integers().between(0, 9),
                Arbitraries.of(JUNK)).as((c, how, junk) -> switch (how) {
                    case 0 -> c.contains(" ") ? c.substring(0, c.lastIndexOf(' ')) : c;
                    // printsgf with a word writes a file of that name (GNU Go's printsgf FILE): not here.
                    case 1 -> c.startsWith("printsgf") ? c : c + " " + junk;
                    case 2 -> junk + c;
                    default -> c;
                });
        Arbitrary<String> line = Combinators.combine(id, spoiled).as(String::concat);
        return line.list().ofMinSize(10).ofMaxSize(40);
    }

    /** The command with arguments of the kinds it takes, valid or not. */
    private static Arbitrary<String> withArguments(String name) {
        Arbitrary<String> colour = Arbitraries.of(COLOURS);
        Arbitrary<String> vertex = Arbitraries.of(VERTICES);
        Arbitrary<String> number = Arbitraries.of(NUMBERS);
        Arbitrary<List<String>> args = switch (name) {
            case "boardsize", "komi", "fixed_handicap", "place_free_handicap" -> number.list().ofSize(1);
            case "play", "is_legal", "goref-legal" -> Combinators.combine(colour, vertex).as(List::of);
            case "genmove", "kgs-genmove_cleanup", "captures", "list_stones", "all_legal" -> colour.list().ofSize(1);
            case "set_free_handicap" -> vertex.list().ofMaxSize(4);
            case "final_status_list" -> Arbitraries.of(STATUSES).list().ofSize(1);
            case "time_settings" -> number.list().ofSize(3);
            case "time_left" -> Combinators.combine(colour, number, number).as(List::of);
            case "kgs-time_settings" -> Combinators.combine(Arbitraries.of(SYSTEMS), number.list().ofSize(3))
                    .as((sys, n) -> java.util.stream.Stream.concat(java.util.stream.Stream.of(sys), n.stream()).toList());
            case "kgs-rules", "goref-rules" -> Arbitraries.of(SPECS).list().ofMaxSize(1);
            case "goref-dead" -> Arbitraries.oneOf(vertex.list().ofMaxSize(3), Arbitraries.of("auto", "none").list().ofSize(1));
            case "goref-penalty" -> Combinators.combine(colour, number).as((c, n) -> List.of(c, n, "late"));
            case "known_command" -> Arbitraries.of(NAMES).list().ofSize(1);
            case "printsgf" -> Arbitraries.of(List.<String>of(), List.of("-"));
            default -> Arbitraries.just(List.of());
        };
        return args.map(a -> a.isEmpty() ? name : name + " " + String.join(" ", a));
    }
}
