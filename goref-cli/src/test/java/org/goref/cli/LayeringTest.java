package org.goref.cli;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layering of ARCHITECTURE.md: an arrow only points down. The core depends on the JDK alone;
 * the record, estimation and protocol layers know nothing of GTP, HTTP or the command line.
 */
class LayeringTest {
    private static JavaClasses goref;

    @BeforeAll
    static void importClasses() {
        goref = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                // Test jars of other modules (goref-core's test fixtures) are tests too.
                .withImportOption(location -> !location.contains("-tests.jar") && !location.contains("/test-classes/"))
                .importPackages("org.goref");
    }

    @Test
    void theCoreDependsOnTheJdkAlone() {
        classes().that().resideInAPackage("org.goref.core..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("org.goref.core..", "java..")
                .check(goref);
    }

    @Test
    void theSharedFolderLocatorDependsOnTheJdkAlone() {
        classes().that().resideInAPackage("org.goref.data..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("org.goref.data..", "java..")
                .check(goref);
    }

    @Test
    void recordsKnowNothingAbove() {
        noClasses().that().resideInAPackage("org.goref.sgf..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "org.goref.life..", "org.goref.gtp..", "org.goref.server..", "org.goref.cli..",
                        "org.goref.bench..", "org.goref.tournament..")
                .check(goref);
    }

    @Test
    void theEstimatorStandsOnTheCoreOnly() {
        noClasses().that().resideInAPackage("org.goref.life..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "org.goref.sgf..", "org.goref.gtp..", "org.goref.server..", "org.goref.cli..",
                        "org.goref.bench..", "org.goref.tournament..")
                .check(goref);
    }

    @Test
    void theProtocolKnowsNoTransport() {
        noClasses().that().resideInAPackage("org.goref.tournament..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "org.goref.gtp..", "org.goref.server..", "org.goref.cli..", "org.goref.bench..")
                .check(goref);
    }

    @Test
    void gtpAndTheServerAreTwoFacesThatDoNotKnowEachOther() {
        noClasses().that().resideInAPackage("org.goref.gtp..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "org.goref.server..", "org.goref.cli..", "org.goref.bench..")
                .check(goref);
        noClasses().that().resideInAPackage("org.goref.server..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "org.goref.gtp..", "org.goref.cli..", "org.goref.bench..")
                .check(goref);
    }

    @Test
    void benchmarksDoNotReachIntoTheCommandLine() {
        noClasses().that().resideInAPackage("org.goref.bench..")
                .should().dependOnClassesThat().resideInAnyPackage("org.goref.cli..")
                .check(goref);
    }
}
