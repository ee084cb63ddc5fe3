package net.ur.launcher;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.TreeMap;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The rules of the architecture over every module's main classes, read by ArchUnit from the class
 * files on the launcher's class path (which holds all the modules): the modules' layers, no cycle
 * between packages, the rules and the computer players free of the engine, and packages small
 * enough to read. A rule broken fails {@code mvn -B verify}. The rules of the table itself (actors,
 * systems, views) are game-client's {@code TableArchitectureTest}.
 */
@AnalyzeClasses(packages = "net.ur", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    /** Each module a layer; a layer uses only those below it (the arrows of docs/ARCHITECTURE.md). */
    @ArchTest
    static final ArchRule modulesAreLayers = layeredArchitecture().consideringOnlyDependenciesInLayers()
            .layer("rules").definedBy("net.ur.rules..")
            .layer("ai").definedBy("net.ur.ai..")
            .layer("tools").definedBy("net.ur.tools..")
            .layer("net").definedBy("net.ur.net..")
            .layer("client").definedBy("net.ur.client..")
            .layer("launcher").definedBy("net.ur.launcher..")
            .whereLayer("launcher").mayNotBeAccessedByAnyLayer()
            .whereLayer("client").mayOnlyBeAccessedByLayers("launcher")
            .whereLayer("net").mayOnlyBeAccessedByLayers("client", "launcher")
            .whereLayer("tools").mayOnlyBeAccessedByLayers("net", "client", "launcher")
            .whereLayer("ai").mayOnlyBeAccessedByLayers("tools", "net", "client", "launcher");

    /** No two packages depend on each other, however far round. */
    @ArchTest
    static final ArchRule noPackageCycle = slices().matching("net.ur.(**)").should().beFreeOfCycles();

    /** The rules are the only judge and know nothing of the engine, the interface or the command line. */
    @ArchTest
    static final ArchRule theRulesKnowNoEngine = noClasses().that().resideInAnyPackage("net.ur.rules..", "net.ur.ai..")
            .should().dependOnClassesThat().resideInAnyPackage("com.jme3..", "com.simsilica..", "picocli..",
                    "org.slf4j..");

    /** At most this many classes in a package (its documentation, package-info, aside). */
    static final int MOST_CLASSES = 15;

    /** Top-level classes by package. */
    static Map<String, Integer> classesByPackage(JavaClasses classes) {
        Map<String, Integer> count = new TreeMap<>();
        for (JavaClass c : classes) {
            if (c.isTopLevelClass() && !c.getSimpleName().equals("package-info")) {
                count.merge(c.getPackageName(), 1, Integer::sum);
            }
        }
        return count;
    }

    @ArchTest
    static void packagesAreSmall(JavaClasses classes) {
        Map<String, Integer> count = classesByPackage(classes);
        assertTrue(count.containsKey("net.ur.rules") && count.containsKey("net.ur.client.table"),
                "the count sees the modules' packages: " + count.keySet());
        Map<String, Integer> large = new TreeMap<>();
        count.forEach((p, n) -> {
            if (n > MOST_CLASSES) {
                large.put(p, n);
            }
        });
        assertEquals(Map.of(), large, "packages of more than " + MOST_CLASSES + " classes");
    }
}
