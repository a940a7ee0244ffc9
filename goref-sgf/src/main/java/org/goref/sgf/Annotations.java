package org.goref.sgf;

import java.util.ArrayList;
import java.util.List;

/**
 * The comment lines and {@code GREV} values of the events SGF has no property for, gathered for
 * the node they happened at and put on it once, when the writer moves on to the next node. Put
 * event by event, each event re-read and re-escaped the node's whole comment: a marking of a
 * thousand marks on one node cost a million lines. The text is what the event-by-event writing
 * gave: the node's own comment as Text, then one line per event.
 */
final class Annotations {
    private SgfNode node;
    private final List<String> lines = new ArrayList<>();
    private final List<String> values = new ArrayList<>();

    /** Adds an event's comment line and raw GREV value to {@code at}'s (putting the previous node's first). */
    void add(SgfNode at, String line, String rawValue) {
        if (at != node) {
            flushed(node);
            node = at;
        }
        lines.add(line);
        values.add(rawValue);
    }

    /** Puts what was gathered on its node; returns {@code next}, the node the writer goes on from. */
    SgfNode flushed(SgfNode next) {
        if (node != null && !lines.isEmpty()) {
            String old = node.text("C");
            StringBuilder c = new StringBuilder(old == null ? "" : old);
            for (int i = 0; i < lines.size(); i++) {
                if (!c.isEmpty()) {
                    c.append('\n');
                }
                // Every line but the last was once read back as Text before the next was added
                // (a carriage return became a line break): kept so, for the same bytes as before.
                c.append(i == lines.size() - 1 ? lines.get(i) : SgfText.text(SgfText.escape(lines.get(i))));
            }
            node.put(SgfProperty.text("C", c.toString()));
            List<String> grev = new ArrayList<>(node.values(SgfGameRecord.EVENT_PROPERTY));
            grev.addAll(values);
            node.put(new SgfProperty(SgfGameRecord.EVENT_PROPERTY, grev));
        }
        node = null;
        lines.clear();
        values.clear();
        return next;
    }
}
