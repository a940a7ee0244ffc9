package org.goref.sgf;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The warnings of one record: the collection's own (from parsing), then each one the reading of
 * the record said, located at its node's line and column in the file.
 */
final class RecordWarnings implements NodeWarnings {
    private final SgfCollection collection;
    private final List<SgfWarning> warnings = new ArrayList<>();

    RecordWarnings(SgfCollection collection) {
        this.collection = collection;
        warnings.addAll(collection.warnings());
    }

    @Override
    public void warn(SgfNode node, String message) {
        int[] lc = collection.locate(node.offset());
        warnings.add(new SgfWarning(lc[0], lc[1], message));
    }

    List<SgfWarning> list() {
        return Collections.unmodifiableList(warnings);
    }
}
