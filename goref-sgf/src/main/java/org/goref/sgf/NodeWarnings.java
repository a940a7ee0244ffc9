package org.goref.sgf;

/**
 * Where the reading of a record says what it tolerated, at the node where it found it. The
 * readers of a record's parts say it here, not to a list of their own, so the record keeps its
 * warnings in the order they were found.
 */
@FunctionalInterface
interface NodeWarnings {
    /** For values read again after the record was built, whose warnings were already said once. */
    NodeWarnings IGNORED = (node, message) -> { };

    void warn(SgfNode node, String message);
}
