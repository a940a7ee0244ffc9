package org.goref.gtp.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;

class ShellWordsTest {
    @Test
    void blanksSeparateWordsAndQuotesKeepThem() {
        assertThat(ShellWords.split("  /usr/games/gnugo --mode gtp   --level 0 "))
                .containsExactly("/usr/games/gnugo", "--mode", "gtp", "--level", "0");
        assertThat(ShellWords.split("engine 'a b' \"c d\" e\\ f")).containsExactly("engine", "a b", "c d", "e f");
    }

    @Test
    void singleQuotesAreLiteralAndDoubleQuotesHonourTheirEscapes() {
        assertThat(ShellWords.split("x '$HOME \\n' \"say \\\"hi\\\" \\n\"")).containsExactly("x", "$HOME \\n", "say \"hi\" \\n");
        assertThat(ShellWords.split("a''b \"\"")).containsExactly("ab", "");
        assertThat(ShellWords.split("'it'\\''s'")).isEqualTo(List.of("it's"));
    }

    @Test
    void unterminatedQuotesAndEmptyCommandsAreClearErrors() {
        assertThatThrownBy(() -> ShellWords.split("gnugo 'oops")).hasMessageContaining("unterminated single quote");
        assertThatThrownBy(() -> ShellWords.split("gnugo \"oops")).hasMessageContaining("unterminated double quote");
        assertThatThrownBy(() -> ShellWords.split("gnugo \\")).hasMessageContaining("trailing backslash");
        assertThatThrownBy(() -> ShellWords.split("   ")).hasMessageContaining("empty engine command");
    }
}
