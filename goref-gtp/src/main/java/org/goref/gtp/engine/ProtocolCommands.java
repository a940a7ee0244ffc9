package org.goref.gtp.engine;

import java.util.Locale;

/**
 * The commands about the protocol rather than the game: who the engine is, which commands it
 * knows, and {@code quit}, which ends the session after its answer.
 */
final class ProtocolCommands {
    private static final String VERSION = "0.1.0";

    private final GtpDispatcher dispatcher;
    private boolean quit;

    ProtocolCommands(GtpDispatcher dispatcher) {
        this.dispatcher = dispatcher;
    }

    String protocolVersion(GtpRequest r) {
        return "2";
    }

    String name(GtpRequest r) {
        return "goref";
    }

    String version(GtpRequest r) {
        return VERSION;
    }

    String knownCommand(GtpRequest r) {
        return dispatcher.isKnown(r.arg(0).toLowerCase(Locale.ROOT)) ? "true" : "false";
    }

    String listCommands(GtpRequest r) {
        return String.join("\n", dispatcher.names());
    }

    String quit(GtpRequest r) {
        quit = true;
        return "";
    }

    boolean hasQuit() {
        return quit;
    }
}
