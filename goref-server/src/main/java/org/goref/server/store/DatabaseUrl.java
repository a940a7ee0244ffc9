package org.goref.server.store;

import java.util.regex.Pattern;

/**
 * A database URL as goref shows it (the line {@code goref serve} prints when it starts, the one
 * it prints when the database cannot be opened): as the operator gave it, but with any password
 * in it hidden, since those lines end up in terminals, logs and bug reports.
 */
public final class DatabaseUrl {
    /** {@code password=...} in the query string (PostgreSQL's, SQLite's), up to the next parameter. */
    private static final Pattern PASSWORD_PARAMETER = Pattern.compile("(?i)(password=)[^&;]*");
    /**
     * {@code //user:password@host}: the password runs to the last {@code @} before the path, so
     * that one with an {@code @} in it is hidden whole.
     */
    private static final Pattern USER_INFO_PASSWORD = Pattern.compile("(//[^/@:?#]*:)[^/?#]*@");

    private DatabaseUrl() {
    }

    /** The URL, or any text quoting it, with every password in it replaced by {@code ***}. */
    public static String shown(String url) {
        String hidden = PASSWORD_PARAMETER.matcher(url).replaceAll("$1***");
        return USER_INFO_PASSWORD.matcher(hidden).replaceAll("$1***@");
    }
}
