package org.goref.server.http;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

import io.javalin.http.Context;

/**
 * A request's body as text, read strictly. Javalin's {@code ctx.body()} decodes with the charset of
 * the {@code Content-Type}: one it does not know ({@code charset=klingon}) threw out of the handler
 * as a 500, and bytes that are not text in it (a name typed in Windows-1251 and sent as UTF-8)
 * became U+FFFD and were stored as the player's name. Both are the client's mistake: a 400 that
 * says so, and nothing changes.
 */
final class RequestText {
    private RequestText() {
    }

    static String of(Context ctx) {
        Charset charset = charset(ctx);
        try {
            return charset.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(ctx.bodyAsBytes()))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new BadRequest("the body is not " + charset.name() + " text; send it as UTF-8");
        }
    }

    /** The charset the Content-Type names, UTF-8 when it names none. */
    private static Charset charset(Context ctx) {
        String name;
        try {
            // Javalin's own reading of the Content-Type, as ctx.body() used it: Jetty's drops a
            // malformed one (charset=") that Javalin then failed on.
            name = ctx.characterEncoding();
        } catch (RuntimeException e) {
            name = "?";
        }
        if (name == null || name.isBlank()) {
            return StandardCharsets.UTF_8;
        }
        try {
            return Charset.forName(name.strip());
        } catch (IllegalArgumentException e) {
            // IllegalCharsetNameException, UnsupportedCharsetException: neither is the server's fault.
            throw new BadRequest("the Content-Type names a charset this server does not read ("
                    + (name.length() > 40 ? name.substring(0, 40) + "…" : name) + "); send the body as UTF-8");
        }
    }
}
