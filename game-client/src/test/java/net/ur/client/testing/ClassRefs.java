package net.ur.client.testing;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * What a compiled class refers to, read from its class file's constant pool: the classes it names
 * and the methods it calls (every call, field read and method reference the compiler wrote goes
 * through the pool). A small stand-in for a bytecode library, for the tests that keep the
 * architecture's rules (which class may call which).
 */
public final class ClassRefs {

    private ClassRefs() {
    }

    /**
     * The methods a class and its nested and anonymous classes refer to, as
     * {@code owner.name} with the owner's binary name ({@code net/ur/client/game/PlaySession.state}).
     *
     * @param type a compiled class of the tests' class path; not null
     * @return the references, sorted
     */
    public static Set<String> methods(Class<?> type) {
        Set<String> out = new TreeSet<>();
        for (Path p : classFiles(type)) {
            out.addAll(read(p).methods);
        }
        return out;
    }

    /**
     * The classes a class and its nested and anonymous classes name (as a call's owner, a class
     * literal, a cast, a new), by binary name.
     *
     * @param type a compiled class of the tests' class path; not null
     * @return the names, sorted
     */
    public static Set<String> classes(Class<?> type) {
        Set<String> out = new TreeSet<>();
        for (Path p : classFiles(type)) {
            out.addAll(read(p).classes);
        }
        return out;
    }

    /** The class file of a class and those of its nested classes ({@code Outer$...}). */
    static List<Path> classFiles(Class<?> type) {
        try {
            Path root = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
            Path own = root.resolve(type.getName().replace('.', '/') + ".class");
            if (!Files.isRegularFile(own)) {
                throw new IllegalStateException("no class file for " + type.getName() + " under " + root);
            }
            String prefix = type.getSimpleName() + "$";
            List<Path> files = new ArrayList<>();
            files.add(own);
            try (Stream<Path> s = Files.list(own.getParent())) {
                s.filter(p -> p.getFileName().toString().startsWith(prefix) && p.toString().endsWith(".class"))
                        .sorted().forEach(files::add);
            }
            return files;
        } catch (IOException | URISyntaxException e) {
            throw new IllegalStateException("cannot list the class files of " + type.getName(), e);
        }
    }

    private record Refs(Set<String> methods, Set<String> classes) {
    }

    private static Refs read(Path file) {
        try (InputStream in = Files.newInputStream(file); DataInputStream d = new DataInputStream(in)) {
            if (d.readInt() != 0xCAFEBABE) {
                throw new IllegalStateException(file + " is not a class file");
            }
            d.readUnsignedShort();
            d.readUnsignedShort();
            int count = d.readUnsignedShort();
            String[] utf = new String[count];
            int[] classIndex = new int[count];
            int[][] memberRef = new int[count][];
            int[][] nameAndType = new int[count][];
            for (int i = 1; i < count; i++) {
                int tag = d.readUnsignedByte();
                switch (tag) {
                    case 1 -> utf[i] = d.readUTF();
                    case 3, 4 -> d.readInt();
                    case 5, 6 -> {
                        d.readLong();
                        i++; // a long or double takes two entries
                    }
                    case 7 -> classIndex[i] = d.readUnsignedShort();
                    case 8, 16, 19, 20 -> d.readUnsignedShort();
                    case 9 -> {
                        d.readUnsignedShort();
                        d.readUnsignedShort();
                    }
                    case 10, 11 -> memberRef[i] = new int[] {d.readUnsignedShort(), d.readUnsignedShort()};
                    case 12 -> nameAndType[i] = new int[] {d.readUnsignedShort(), d.readUnsignedShort()};
                    case 15 -> {
                        d.readUnsignedByte();
                        d.readUnsignedShort();
                    }
                    case 17, 18 -> {
                        d.readUnsignedShort();
                        d.readUnsignedShort();
                    }
                    default -> throw new IllegalStateException(file + ": unknown constant pool tag " + tag + " at " + i);
                }
            }
            Set<String> methods = new TreeSet<>();
            Set<String> classes = new TreeSet<>();
            for (int i = 1; i < count; i++) {
                if (classIndex[i] != 0) {
                    classes.add(utf[classIndex[i]]);
                }
                if (memberRef[i] != null) {
                    String owner = utf[classIndex[memberRef[i][0]]];
                    String name = utf[nameAndType[memberRef[i][1]][0]];
                    methods.add(owner + "." + name);
                }
            }
            return new Refs(methods, classes);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + file, e);
        }
    }
}
