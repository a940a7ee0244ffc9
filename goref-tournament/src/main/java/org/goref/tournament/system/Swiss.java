package org.goref.tournament.system;

/** Swiss: players of equal wins meet, paired by a maximum-weight matching with these parameters. */
public record Swiss(PairingParameters pairing) implements TournamentSystem {
    public static final Swiss DEFAULT = new Swiss(PairingParameters.SWISS);

    public Swiss {
        if (pairing == null) {
            throw new IllegalArgumentException("a Swiss system needs its pairing parameters");
        }
    }

    public String word() {
        return "swiss";
    }

    public String spelling() {
        return word() + "," + pairing.spelling();
    }

    static Swiss read(SystemSpelling sp) {
        return new Swiss(PairingParameters.read(sp, PairingParameters.SWISS));
    }
}
