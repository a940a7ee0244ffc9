package org.goref.server.http;

import java.util.Iterator;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.goref.core.text.Quote;
import org.goref.core.text.Utf16;

/**
 * Finds a text in a request body that holds half of a character: a JSON escape such as
 * {@code "\uD800"} with no other half. Java keeps it in a string, but UTF-8 cannot: the answer
 * and the database write it as {@code ?}, so what was stored would differ from what was accepted
 * and shown until the next restart. Such a body is refused before anything reads it.
 */
final class LoneSurrogates {
    private LoneSurrogates() {
    }

    /** The path of the first such text ({@code why}, {@code black.name}, {@code rows[2]}), if any. */
    static Optional<String> in(JsonNode node) {
        return in(node, "");
    }

    private static Optional<String> in(JsonNode node, String path) {
        if (node.isTextual()) {
            return Utf16.hasUnpairedSurrogate(node.textValue()) ? Optional.of(path.isEmpty() ? "the body" : path) : Optional.empty();
        }
        if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                Optional<String> found = in(node.get(i), path + "[" + i + "]");
                if (found.isPresent()) {
                    return found;
                }
            }
        }
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> f = it.next();
                String at = path.isEmpty() ? f.getKey() : path + "." + f.getKey();
                if (Utf16.hasUnpairedSurrogate(f.getKey())) {
                    return Optional.of(at);
                }
                if (NAMES.contains(f.getKey()) && f.getValue().isTextual()) {
                    continue; // refused where it comes in, under the reason the pages word (name)
                }
                Optional<String> found = in(f.getValue(), at);
                if (found.isPresent()) {
                    return found;
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The names, clubs, cities and places {@code PlayerName} checks where they come in: it refuses
     * a half character too, with the reason {@code name} the start and tournament pages word.
     */
    private static final java.util.Set<String> NAMES = java.util.Set.of("name", "club", "city", "place", "referee");

    /** Refuses {@code body} (400) when it holds such a text. */
    static void refuse(JsonNode body) {
        in(body).ifPresent(at -> {
            // The path is made of the client's keys: quoted by its head, as any input a message quotes.
            throw new BadRequest(Quote.of(at) + ": the text holds half of a character (an unpaired surrogate escape such as \\uD800)");
        });
    }
}
