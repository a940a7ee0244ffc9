package org.goref.sgf;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Round trip on random trees, and fuzzing: nothing but SgfException ever comes out of the reader,
 * and it always names a line and column inside the text.
 */
class SgfPropertiesTest {

    /** A random tree: up to 40 nodes, random ids (not SZ or GM, which the reader checks) and escaped values. */
    @Provide
    Arbitrary<SgfNode> trees() {
        Arbitrary<String> ids = Arbitraries.strings().withCharRange('A', 'Z').ofMinLength(1).ofMaxLength(3)
                .filter(s -> !s.equals("SZ") && !s.equals("GM"));
        Arbitrary<String> texts = Arbitraries.strings().withChars("ab]\\:[;() \n\r\tйц古").ofMaxLength(12);
        Arbitrary<SgfProperty> props = Combinators.combine(ids, texts.list().ofMinSize(1).ofMaxSize(3))
                .as((id, vs) -> new SgfProperty(id, vs.stream().map(SgfText::escape).toList()));
        Arbitrary<List<SgfProperty>> nodeProps = props.list().ofMaxSize(4).uniqueElements(SgfProperty::id);
        return Combinators.combine(nodeProps.list().ofMinSize(1).ofMaxSize(40), Arbitraries.integers().between(0, 1000).list().ofSize(40))
                .as((nodes, parents) -> {
                    List<SgfNode> made = new ArrayList<>();
                    for (int i = 0; i < nodes.size(); i++) {
                        SgfNode n = new SgfNode();
                        nodes.get(i).forEach(n::put);
                        if (i > 0) {
                            made.get(parents.get(i) % i).addChild(n);
                        }
                        made.add(n);
                    }
                    return made.get(0);
                });
    }

    @Property(tries = 300)
    void aWrittenTreeReadsBackAsTheSameTree(@ForAll("trees") SgfNode tree) {
        String text = SgfWriter.write(tree);
        SgfNode back = SgfReader.readString(text).first();
        assertThat(back.sameTree(tree)).as(text).isTrue();
        // and through bytes (UTF-8, charset detection) as well
        SgfNode viaBytes = SgfReader.readBytes(text.getBytes(StandardCharsets.UTF_8)).first();
        assertThat(viaBytes.sameTree(tree)).isTrue();
    }

    @Property(tries = 1000)
    void randomTextNeverThrowsAnythingButSgfException(@ForAll("noise") String text) {
        readAnything(text.getBytes(StandardCharsets.UTF_8));
    }

    @Property(tries = 1000)
    void randomBytesNeverThrowAnythingButSgfException(@ForAll byte[] bytes) {
        readAnything(bytes);
    }

    @Property(tries = 1500)
    void mutatedRealRecordsNeverThrowAnythingButSgfException(@ForAll("mutations") byte[] bytes) {
        readAnything(bytes);
    }

    private static void readAnything(byte[] bytes) {
        try {
            SgfCollection c = SgfReader.readBytes(bytes);
            for (SgfGameRecord r : SgfGameRecord.all(c)) {
                r.toGame(-1, true);
                r.toGame(-1, false);
                SgfWriter.write(c);
            }
        } catch (SgfException e) {
            assertThat(e.getMessage()).isNotBlank().doesNotContain("internal error");
            // Located: a place in the text, which has at most one line per line-break byte, plus one.
            int breaks = 0;
            for (byte b : bytes) {
                breaks += b == '\n' || b == '\r' ? 1 : 0;
            }
            assertThat(e.line()).as(e.getMessage()).isBetween(1, breaks + 1);
            assertThat(e.column()).as(e.getMessage()).isBetween(1, bytes.length + 1);
        }
    }

    /** Structure only, long: runs of parentheses, brackets and escapes, where the parser's loops are. */
    @Property(tries = 300)
    void randomStructureNeverThrowsAnythingButALocatedSgfException(@ForAll("structure") String text) {
        readAnything(text.getBytes(StandardCharsets.UTF_8));
    }

    @Provide
    Arbitrary<String> structure() {
        Arbitrary<String> token = Arbitraries.of("(", ")", ";", "[", "]", "\\", "()", "(;", ";B[aa]", ";W[]", "AB[cc:ee]",
                "PL[W]", "AE[cc]", "HA[2]", "SZ[5]", "B", "x", " ", "\r\n", "\uFEFF", "é", "古");
        return token.list().ofMaxSize(400).map(l -> String.join("", l));
    }

    @Provide
    Arbitrary<String> noise() {
        return Arbitraries.strings().withChars("();[]\\:abcdeftsBWABSZHKMREPL 0123456789.+\n").ofMaxLength(80);
    }

    private static final String SEED = "(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6.5]HA[2]RU[Japanese]RE[B+3.5]PB[黒]AB[cc][gg]"
            + "C[a \\] comment];W[ee]BL[10];B[ec];W[ce](;B[eg]LB[aa:x];W[tt];B[])(;B[aa:cc]AE[cc]PL[W]))";

    @Provide
    Arbitrary<byte[]> mutations() {
        byte[] seed = SEED.getBytes(StandardCharsets.UTF_8);
        Arbitrary<int[]> edit = Combinators.combine(Arbitraries.integers().between(0, 2),
                Arbitraries.integers().between(0, seed.length - 1), Arbitraries.integers().between(0, 255))
                .as((kind, at, b) -> new int[] {kind, at, b});
        return edit.list().ofMinSize(1).ofMaxSize(6).map(edits -> {
            List<Byte> bytes = new ArrayList<>();
            for (byte b : seed) {
                bytes.add(b);
            }
            for (int[] e : edits) {
                int at = Math.min(e[1], Math.max(0, bytes.size() - 1));
                switch (e[0]) {
                    case 0 -> {
                        if (!bytes.isEmpty()) {
                            bytes.remove(at);
                        }
                    }
                    case 1 -> bytes.add(at, (byte) e[2]);
                    default -> {
                        if (!bytes.isEmpty()) {
                            bytes.set(at, (byte) e[2]);
                        }
                    }
                }
            }
            byte[] out = new byte[bytes.size()];
            for (int i = 0; i < out.length; i++) {
                out[i] = bytes.get(i);
            }
            return out;
        });
    }
}
