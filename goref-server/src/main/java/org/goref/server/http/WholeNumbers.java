package org.goref.server.http;

import java.io.IOException;
import java.util.OptionalInt;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.deser.std.NumberDeserializers;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.type.LogicalType;

/**
 * A whole number as clients send it: {@code 9}, and also {@code 9.0} or {@code 9e0}, which
 * JavaScript and Python write for a number they hold as a float. Only the value counts: 9.5 is
 * no whole number, 1e400 none within range, "9" no number at all, and each is refused as before.
 */
final class WholeNumbers {
    private WholeNumbers() {
    }

    /** The int a JSON value stands for; empty when it is no number, has a fraction or is out of range. */
    static OptionalInt of(JsonNode n) {
        if (n.isIntegralNumber()) {
            return n.canConvertToInt() ? OptionalInt.of(n.intValue()) : OptionalInt.empty();
        }
        return n.isFloatingPointNumber() ? of(n.doubleValue()) : OptionalInt.empty();
    }

    static OptionalInt of(double v) {
        // NaN fails the first test; the infinities (1e400 read as a double) fail the range.
        if (v != Math.rint(v) || v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
            return OptionalInt.empty();
        }
        return OptionalInt.of((int) v);
    }

    /**
     * Jackson's reading of an Integer for the bodies read into records (the tournaments'): a float
     * token whose value is whole is taken as that int; anything else is left to Jackson's own
     * reading, which refuses a fraction (ACCEPT_FLOAT_AS_INT is off, so 1.5 is not cut to 1) and
     * says so in the words it used before.
     */
    static final class Deserializer extends StdScalarDeserializer<Integer> {
        private final NumberDeserializers.IntegerDeserializer jackson =
                new NumberDeserializers.IntegerDeserializer(Integer.class, null);

        Deserializer() {
            super(Integer.class);
        }

        @Override
        public Integer deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            if (p.hasToken(JsonToken.VALUE_NUMBER_FLOAT)) {
                OptionalInt whole = of(p.getDoubleValue());
                if (whole.isPresent()) {
                    return whole.getAsInt();
                }
            }
            return jackson.deserialize(p, ctxt);
        }

        @Override
        public LogicalType logicalType() {
            return LogicalType.Integer;
        }
    }
}
