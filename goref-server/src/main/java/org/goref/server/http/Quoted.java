package org.goref.server.http;

/** What a refusal quotes of a client's header: the first few dozen characters, never a whole hostile value. */
final class Quoted {
    private static final int MAX = 60;

    private Quoted() {
    }

    static String shortly(String s) {
        String oneLine = s.replaceAll("\\p{Cntrl}", "?");
        return oneLine.length() <= MAX ? oneLine : oneLine.substring(0, MAX) + "… (" + s.length() + " characters)";
    }
}
