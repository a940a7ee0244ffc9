package org.goref.tournament.opengotha;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;

import org.goref.core.text.Quote;
import org.xml.sax.Attributes;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Reads the tournament file OpenGotha 3.x saves. Stricter than OpenGotha, which skips what it
 * cannot place: a file that is no well-formed XML, a game or bye naming a player the file does not
 * list, a player twice in a round, a rank, number or result that cannot be read, a round past the
 * tournament's number of rounds, a placement criterion OpenGotha does not know — each is refused
 * with its line and reason ({@link OpenGothaFormatException}), and nothing is read. Teams and clubs
 * groups are skipped. A DOCTYPE is refused (no entity of the file is ever expanded or fetched).
 */
public final class OpenGothaReader {
    /** The placement criteria OpenGotha 3.51 knows, and goref's own MOSW/MOSM. */
    static final Set<String> KNOWN_CRITERIA = Set.of("NULL", "CAT", "NBW", "CPS", "MMS", "STS", "Rank", "Rating",
            "CUSSW", "CUSSM", "SOSW", "SOSW-1", "SOSW-2", "SODOSW", "SOSM", "SOSM-1", "SOSM-2", "SODOSM", "SOSTS",
            "SOSOSW", "SOSOSM", "EXT", "EXR", "DC", "SDC", "MOSW", "MOSM");

    private OpenGothaReader() {
    }

    public static OgTournament read(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in);
        }
    }

    public static OgTournament read(byte[] bytes) {
        try {
            return read(new ByteArrayInputStream(bytes));
        } catch (IOException e) {
            throw new OpenGothaFormatException(0, e.getMessage());
        }
    }

    public static OgTournament read(InputStream in) throws IOException {
        Handler h = new Handler();
        try {
            SAXParserFactory f = SAXParserFactory.newInstance();
            f.setNamespaceAware(false);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.setFeature("http://xml.org/sax/features/external-general-entities", false);
            f.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            SAXParser p = f.newSAXParser();
            p.parse(in, h);
        } catch (SAXParseException e) {
            throw new OpenGothaFormatException(e.getLineNumber(), "not well-formed XML: " + e.getMessage());
        } catch (SAXException e) {
            if (e.getException() instanceof OpenGothaFormatException o) {
                throw o;
            }
            throw new OpenGothaFormatException(0, e.getMessage());
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException(e);
        }
        return h.finish();
    }

    private static final class Handler extends DefaultHandler {
        private Locator locator;
        private final Deque<String> path = new ArrayDeque<>();
        private Map<String, String> root;
        private int dataVersion = 200;
        private final Map<String, String> byCanonicalName = new HashMap<>();
        private final List<OgPlayer> players = new ArrayList<>();
        private final Map<String, Integer> playerLine = new HashMap<>();
        private final Map<String, String> byFoldedKey = new HashMap<>();
        private final List<OgGame> games = new ArrayList<>();
        private final List<Integer> gameLines = new ArrayList<>();
        private final List<OgBye> byes = new ArrayList<>();
        private final List<Integer> byeLines = new ArrayList<>();
        private final Map<String, Integer> busy = new HashMap<>();
        private Map<String, String> general = Map.of();
        private int generalLine;
        private final TreeMap<Integer, Integer> categories = new TreeMap<>();
        private Map<String, String> handicap = Map.of();
        private final TreeMap<Integer, String> criteria = new TreeMap<>();
        private Map<String, String> pairing = Map.of();
        private Map<String, String> display = Map.of();
        private Map<String, String> publish = Map.of();

        @Override
        public void setDocumentLocator(Locator l) {
            locator = l;
        }

        private int line() {
            return locator == null ? 0 : locator.getLineNumber();
        }

        private OpenGothaFormatException bad(String why) {
            return new OpenGothaFormatException(line(), why);
        }

        @Override
        public void startElement(String uri, String local, String qName, Attributes a) throws SAXException {
            try {
                element(qName, attributes(a));
            } catch (OpenGothaFormatException e) {
                throw new SAXException(e);
            }
            path.push(qName);
        }

        @Override
        public void endElement(String uri, String local, String qName) {
            path.pop();
        }

        private boolean inside(String parent) {
            return path.contains(parent);
        }

        private void element(String name, Map<String, String> a) {
            if (path.isEmpty()) {
                if (!name.equals("Tournament")) {
                    throw bad("an OpenGotha file starts with <Tournament>, not <" + name + ">");
                }
                root = a;
                // A file that does not say is of data version 200, as OpenGotha takes it.
                dataVersion = integer(a, "dataVersion", "200", Integer.MIN_VALUE, Integer.MAX_VALUE);
                return;
            }
            if (inside("Teams") || inside("ClubsGroups") || inside("TeamTournamentParameterSet")) {
                return;
            }
            switch (name) {
                case "Player" -> player(a);
                case "Game" -> game(a);
                case "ByePlayer" -> bye(a);
                case "GeneralParameterSet" -> {
                    general = a;
                    generalLine = line();
                    for (String k : List.of("genMMFloor", "genMMBar", "genMMZero")) {
                        rank(a, k, "30K");
                    }
                    for (String k : List.of("genNBW2ValueAbsent", "genNBW2ValueBye", "genMMS2ValueAbsent",
                            "genMMS2ValueBye")) {
                        integer(a, k, "0", 0, 2);
                    }
                    integer(a, "numberOfRounds", "5", 1, OgPlayer.MAX_ROUNDS);
                    integer(a, "numberOfCategories", "1", 1, 10);
                }
                case "Category" -> {
                    int n = integer(a, "number", "1", 1, 10);
                    categories.put(n, rank(a, "lowerLimit", "30K"));
                }
                case "HandicapParameterSet" -> {
                    handicap = a;
                    rank(a, "hdNoHdRankThreshold", "1D");
                    integer(a, "hdCorrection", "1", -9, 9);
                    integer(a, "hdCeiling", "9", 0, 9);
                }
                case "PlacementCriterion" -> {
                    int n = integer(a, "number", "1", 1, 6);
                    String c = a.getOrDefault("name", "NULL");
                    if (!KNOWN_CRITERIA.contains(c)) {
                        throw bad("unknown placement criterion '" + Quote.of(c) + "'");
                    }
                    if (criteria.put(n, c) != null) {
                        throw bad("placement criterion number " + n + " given twice");
                    }
                }
                case "PairingParameterSet" -> pairing = a;
                case "DPParameterSet" -> display = a;
                case "PublishParameterSet" -> publish = a;
                default -> { }
            }
        }

        private void player(Map<String, String> a) {
            String name = a.getOrDefault("name", "");
            String first = a.getOrDefault("firstName", "");
            if (OgPlayer.key(name + first).isEmpty()) {
                throw bad("a player without a name");
            }
            int rank = rank(a, "rank", "30K");
            int rating = integer(a, "rating", "-900", Integer.MIN_VALUE / 4, Integer.MAX_VALUE / 4);
            if (dataVersion < 201) {
                rating += 2050; // files before data version 201 counted ratings from another zero
            }
            rating = Math.max(-900, Math.min(2949, rating));
            String country = a.getOrDefault("country", "");
            if (country.length() != 0 && country.length() != 2) {
                throw bad("a country is a two-letter code or nothing, not '" + Quote.of(country) + "'");
            }
            OgPlayer p = new OgPlayer(name, first, country, a.get("club"), a.get("egfPin"), a.get("ffgLicence"),
                    a.get("ffgLicenceStatus"), a.get("agaId"), a.get("agaExpirationDate"), rank, rating,
                    a.get("ratingOrigin"), a.get("grade"), integer(a, "smmsCorrection", "0", -9, 9),
                    a.get("participating"), a.get("registeringStatus"));
            Integer before = playerLine.putIfAbsent(p.key(), line());
            if (before != null) {
                throw bad("player " + name + " " + first + " is listed twice (first on line " + before + ")");
            }
            players.add(p);
            byFoldedKey.putIfAbsent(fold(p.key()), p.key());
            byCanonicalName.putIfAbsent(canonical(name + first), p.key());
        }

        private void game(Map<String, String> a) {
            int round = integer(a, "roundNumber", "1", 1, OgPlayer.MAX_ROUNDS);
            int table = integer(a, "tableNumber", "1", 1, 10_000);
            String white = known(a, "whitePlayer");
            String black = known(a, "blackPlayer");
            if (white.equals(black)) {
                throw bad("a player cannot play himself: " + Quote.of(white));
            }
            int handicap = integer(a, "handicap", "0", 0, 9);
            String res = a.getOrDefault("result", "RESULT_UNKNOWN");
            OgResult result = OgResult.parse(res).orElseThrow(() -> bad("unknown result '" + Quote.of(res) + "'"));
            occupy(white, round);
            occupy(black, round);
            games.add(new OgGame(round, table, white, black, !"false".equals(a.get("knownColor")), handicap, result));
            gameLines.add(line());
        }

        private void bye(Map<String, String> a) {
            int round = integer(a, "roundNumber", "1", 1, OgPlayer.MAX_ROUNDS);
            String p = known(a, "player");
            occupy(p, round);
            byes.add(new OgBye(round, p));
            byeLines.add(line());
        }

        private void occupy(String player, int round) {
            Integer before = busy.putIfAbsent(player + "#" + round, line());
            if (before != null) {
                throw bad(player + " is twice in round " + round + " (also on line " + before + ")");
            }
        }

        private String known(Map<String, String> a, String attr) {
            String key = a.get(attr);
            if (key == null) {
                throw bad("no " + attr);
            }
            if (playerLine.containsKey(key)) {
                return key;
            }
            String k = byFoldedKey.get(fold(key));
            if (k == null && dataVersion <= 200) {
                // Files before data version 201 name players by their letters A-Z alone.
                k = byCanonicalName.get(canonical(key));
            }
            if (k == null) {
                throw bad(attr + " '" + Quote.of(key) + "' is no player of the file");
            }
            return k;
        }

        /**
         * OpenGotha writes a key in capitals of the saving computer's language: under Turkish, Ela
         * Civiniz is ELACİVİNİZ. The dotted and dotless I are folded so such a file reads anywhere.
         */
        private static String canonical(String s) {
            String plain = java.text.Normalizer.normalize(s.toUpperCase(java.util.Locale.ROOT), java.text.Normalizer.Form.NFD);
            return plain.replaceAll("[^A-Z]", "");
        }

        private static String fold(String key) {
            return key.replace('\u0130', 'I').replace('\u0131', 'I');
        }

        private int integer(Map<String, String> a, String attr, String dflt, int min, int max) {
            String s = a.getOrDefault(attr, dflt).strip();
            int v;
            try {
                v = Integer.parseInt(s);
            } catch (NumberFormatException e) {
                throw bad(attr + " '" + Quote.of(s) + "' is no whole number");
            }
            if (v < min || v > max) {
                throw bad(attr + " " + v + " is outside " + min + ".." + max);
            }
            return v;
        }

        private int rank(Map<String, String> a, String attr, String dflt) {
            String s = a.getOrDefault(attr, dflt);
            return OgRank.parse(s).orElseThrow(() -> bad(attr + " '" + Quote.of(s) + "' is no rank (write 5K or 2D)"));
        }

        OgTournament finish() {
            if (root == null) {
                throw new OpenGothaFormatException(0, "no <Tournament> element");
            }
            int rounds = Integer.parseInt(general.getOrDefault("numberOfRounds", "5"));
            for (int i = 0; i < games.size(); i++) {
                if (games.get(i).round() > rounds) {
                    throw new OpenGothaFormatException(gameLines.get(i),
                            "a game in round " + games.get(i).round() + " of a tournament of " + rounds + " rounds");
                }
            }
            for (int i = 0; i < byes.size(); i++) {
                if (byes.get(i).round() > rounds) {
                    throw new OpenGothaFormatException(byeLines.get(i),
                            "a bye in round " + byes.get(i).round() + " of a tournament of " + rounds + " rounds");
                }
            }
            int nCategories = Integer.parseInt(general.getOrDefault("numberOfCategories", "1"));
            List<Integer> limits = new ArrayList<>();
            for (int c = 1; c < nCategories; c++) {
                Integer l = categories.get(c);
                if (l == null) {
                    throw new OpenGothaFormatException(generalLine, nCategories + " categories, but no lower limit of category " + c);
                }
                limits.add(l);
            }
            List<String> crit = new ArrayList<>();
            for (int n = 1; n <= (criteria.isEmpty() ? 0 : criteria.lastKey()); n++) {
                crit.add(criteria.getOrDefault(n, "NULL"));
            }
            return new OgTournament(root, players, games, byes, general, limits, handicap, crit, pairing, display,
                    publish);
        }

        private static Map<String, String> attributes(Attributes a) {
            Map<String, String> m = new LinkedHashMap<>();
            for (int i = 0; i < a.getLength(); i++) {
                m.put(a.getQName(i), a.getValue(i));
            }
            return m;
        }
    }
}
