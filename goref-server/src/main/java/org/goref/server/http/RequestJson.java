package org.goref.server.http;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.type.LogicalType;

/**
 * The JSON mapper the API reads request bodies with: stricter than Jackson's defaults, so that a
 * body is read whole or refused as malformed, never half-read and acted on.
 */
final class RequestJson {
    private RequestJson() {
    }

    static ObjectMapper of(ObjectMapper base) {
        ObjectMapper m = base.copy();
        // A body is one JSON value. By default Jackson stops after the first one, so that
        // `{"move":"D4","moveNumber":0} junk` would be played as the move it starts with.
        m.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        // A fraction where a whole number belongs is a mistyped field. By default Jackson cuts it
        // off, so that {"round":1.5,…} entered a result in round 1 and {"board":2.9} on table 2.
        m.disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
        // A whole number sent as a float (9.0, as JavaScript and Python clients write it) is that
        // number, though: only a real fraction is the mistake the line above refuses.
        // (The bodies' records hold Integer, never int.)
        m.registerModule(new SimpleModule("whole-numbers").addDeserializer(Integer.class, new WholeNumbers.Deserializer()));
        // Nor is a whole number text: Jackson read {"rating":"1500"} as 1500 in the tournaments'
        // bodies, where the games' refused "9" as no number.
        m.coercionConfigFor(LogicalType.Integer).setCoercion(CoercionInputShape.String, CoercionAction.Fail);
        // Nor a number with a fraction ({"komi":"6.5"}, a score sheet's term): the games' komi is
        // refused as text, and from text Jackson reads as Java does, "6.5f" and "0x1.ap2" as 6.5.
        m.coercionConfigFor(LogicalType.Float).setCoercion(CoercionInputShape.String, CoercionAction.Fail);
        // A null inside a list ({"byes":[null]}, {"penalties":[null]}) is a mistyped field, refused
        // as the body is read; the code behind the bodies' lists reads every element.
        m.configOverride(List.class).setSetterInfo(JsonSetter.Value.forContentNulls(Nulls.FAIL));
        // A key given twice ({"vertex":"D4","vertex":"Q16"}) is refused, at any depth: by default the
        // last one wins, so the server acted on a value the client may not have meant, and a check
        // that read the first one (a proxy, a log) saw another request than the one played.
        m.getFactory().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION.mappedFeature());
        return m;
    }
}
