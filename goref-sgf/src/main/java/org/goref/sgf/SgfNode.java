package org.goref.sgf;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.List;

/**
 * A node of an SGF game tree: its properties in the order read, and its children (the first is
 * the main line, the others variations). Mutable so that writers can build records; compact
 * (arrays, no per-node lists) because a reader makes hundreds of thousands of them: a move node
 * read from a file is one object, its property array shared and its only child in a field.
 */
public final class SgfNode {
    private static final SgfProperty[] NO_PROPS = new SgfProperty[0];
    private static final SgfNode[] NO_NODES = new SgfNode[0];

    /**
     * The properties, {@code propCount} of them. An array of length 1 is shared between nodes
     * (the reader hands every {@code B[dd]} node the same one) and is copied before it is written;
     * arrays this class makes itself start at length 2, so they are never mistaken for shared ones.
     */
    private SgfProperty[] props = NO_PROPS;
    private int propCount;
    /** The main-line child: most nodes have exactly one, which then needs no array. */
    private SgfNode first;
    /** The children after the first (variations). */
    private SgfNode[] variations = NO_NODES;
    private int kidCount;
    /**
     * Where the node's ';' stands in the source it was read from (a byte offset, see SgfSource),
     * or -1 for a node built in code; {@link SgfCollection#locate} makes it a line and column.
     */
    private final int offset;

    public SgfNode() {
        this(-1);
    }

    SgfNode(int offset) {
        this.offset = offset;
    }

    /** For the reader: a node whose only property is the one in {@code shared}, an array of length 1 that stays unchanged. */
    SgfNode(int offset, SgfProperty[] shared) {
        this.offset = offset;
        this.props = shared;
        this.propCount = 1;
    }

    /** Where the node was read (-1 if it was made in code): pass it to {@link SgfCollection#locate}. */
    public int offset() {
        return offset;
    }

    // ------------------------------------------------------------------------------ properties

    public List<SgfProperty> properties() {
        return Collections.unmodifiableList(Arrays.asList(props).subList(0, propCount));
    }

    public SgfProperty property(String id) {
        for (int i = 0; i < propCount; i++) {
            if (props[i].id().equals(id)) {
                return props[i];
            }
        }
        return null;
    }

    public boolean has(String id) {
        return property(id) != null;
    }

    /** Whether the node holds a move (B or W, a pass included). */
    public boolean hasMove() {
        return has("B") || has("W");
    }

    /** Whether the node sets up the position: AB, AW, AE or PL. */
    public boolean hasSetup() {
        return has("AB") || has("AW") || has("AE") || has("PL");
    }

    /** The first raw value of the property, or null. */
    public String raw(String id) {
        SgfProperty p = property(id);
        return p == null ? null : p.value();
    }

    /** The raw values of the property, or an empty list. */
    public List<String> values(String id) {
        SgfProperty p = property(id);
        return p == null ? List.of() : p.values();
    }

    /** The first value as SimpleText (unescaped, one line), or null. */
    public String simpleText(String id) {
        String r = raw(id);
        return r == null ? null : SgfText.simpleText(r);
    }

    /** The first value as Text (unescaped, line breaks kept), or null. */
    public String text(String id) {
        String r = raw(id);
        return r == null ? null : SgfText.text(r);
    }

    /** Adds the property at the end, or replaces the one with the same identifier in place. */
    public SgfNode put(SgfProperty p) {
        for (int i = 0; i < propCount; i++) {
            if (props[i].id().equals(p.id())) {
                ownProps()[i] = p;
                return this;
            }
        }
        append(p);
        return this;
    }

    /** Puts plain text values (escaped here). */
    public SgfNode putText(String id, String... texts) {
        return put(SgfProperty.text(id, texts));
    }

    public SgfNode remove(String id) {
        for (int i = 0; i < propCount; i++) {
            if (props[i].id().equals(id)) {
                ownProps();
                System.arraycopy(props, i + 1, props, i, propCount - i - 1);
                props[--propCount] = null;
                return this;
            }
        }
        return this;
    }

    /** Appends without looking for a property of the same name (the reader checks itself). */
    void append(SgfProperty p) {
        if (propCount == props.length) {
            // a shared array of length 1 is full too, so it is never appended to
            props = Arrays.copyOf(props, propCount == 0 ? 2 : propCount * 2);
        }
        props[propCount++] = p;
    }

    /** The property array, first copied if it is a shared one (length 1), so that it can be written in place. */
    private SgfProperty[] ownProps() {
        if (props.length == 1) {
            props = Arrays.copyOf(props, 2);
        }
        return props;
    }

    int propertyCount() {
        return propCount;
    }

    SgfProperty propertyAt(int i) {
        return props[i];
    }

    void replaceAt(int i, SgfProperty p) {
        ownProps()[i] = p;
    }

    // ------------------------------------------------------------------------------ children

    /** The children, first the main line: an unmodifiable copy. */
    public List<SgfNode> children() {
        if (kidCount <= 1) {
            return kidCount == 0 ? List.of() : Collections.singletonList(first);
        }
        SgfNode[] all = new SgfNode[kidCount];
        all[0] = first;
        System.arraycopy(variations, 0, all, 1, kidCount - 1);
        return Collections.unmodifiableList(Arrays.asList(all));
    }

    public int childCount() {
        return kidCount;
    }

    public SgfNode child(int i) {
        if (i < 0 || i >= kidCount) {
            throw new IndexOutOfBoundsException(i);
        }
        return i == 0 ? first : variations[i - 1];
    }

    /** The main-line child, or null. */
    public SgfNode next() {
        return first;
    }

    public SgfNode addChild(SgfNode child) {
        if (kidCount == 0) {
            first = child;
        } else {
            int k = kidCount - 1;
            if (k == variations.length) {
                variations = Arrays.copyOf(variations, k == 0 ? 2 : k * 2);
            }
            variations[k] = child;
        }
        kidCount++;
        return child;
    }

    // ------------------------------------------------------------------------------ whole trees

    /** Whether the two trees hold the same properties (in order) and the same children, compared iteratively. */
    public boolean sameTree(SgfNode other) {
        Deque<SgfNode[]> todo = new ArrayDeque<>();
        todo.push(new SgfNode[] {this, other});
        while (!todo.isEmpty()) {
            SgfNode[] pair = todo.pop();
            SgfNode a = pair[0];
            SgfNode b = pair[1];
            if (a.propCount != b.propCount || a.kidCount != b.kidCount) {
                return false;
            }
            for (int i = 0; i < a.propCount; i++) {
                if (!a.props[i].equals(b.props[i])) {
                    return false;
                }
            }
            for (int i = 0; i < a.kidCount; i++) {
                todo.push(new SgfNode[] {a.child(i), b.child(i)});
            }
        }
        return true;
    }

    /** A deep copy, made iteratively. */
    public SgfNode copyTree() {
        SgfNode top = new SgfNode();
        Deque<SgfNode[]> todo = new ArrayDeque<>();
        todo.push(new SgfNode[] {this, top});
        while (!todo.isEmpty()) {
            SgfNode[] pair = todo.pop();
            SgfNode from = pair[0];
            SgfNode to = pair[1];
            for (int i = 0; i < from.propCount; i++) {
                to.append(from.props[i]);
            }
            for (int i = 0; i < from.kidCount; i++) {
                SgfNode k = to.addChild(new SgfNode());
                todo.push(new SgfNode[] {from.child(i), k});
            }
        }
        return top;
    }

    /** Nodes in the tree (iterative). */
    public int countNodes() {
        int n = 0;
        Deque<SgfNode> todo = new ArrayDeque<>();
        todo.push(this);
        while (!todo.isEmpty()) {
            SgfNode x = todo.pop();
            n++;
            for (int i = 0; i < x.kidCount; i++) {
                todo.push(x.child(i));
            }
        }
        return n;
    }

    /** The main line from this node: this node, its first child, that one's first child, ... */
    public List<SgfNode> mainLine() {
        List<SgfNode> out = new ArrayList<>();
        for (SgfNode n = this; n != null; n = n.next()) {
            out.add(n);
        }
        return out;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(";");
        for (int i = 0; i < propCount; i++) {
            sb.append(props[i].id());
            for (String v : props[i].values()) {
                sb.append('[').append(v).append(']');
            }
        }
        return sb.toString();
    }
}
