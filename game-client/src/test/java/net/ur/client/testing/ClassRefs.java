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

    /**
     * The string constants of a class and its nested and anonymous classes (what its code writes
     * as literals, sentences included).
     *
     * @param type a compiled class of the tests' class path; not null
     * @return the constants, sorted
     */
    public static Set<String> strings(Class<?> type) {
        Set<String> out = new TreeSet<>();
        for (Path p : classFiles(type)) {
            out.addAll(read(p).strings);
        }
        return out;
    }

    /**
     * The type descriptors and signatures a class and its nested classes carry (its fields',
     * methods' and called methods' types, among the pool's other text), for asking whether it names a type
     * anywhere, a parameter or a field included.
     *
     * @param type a compiled class of the tests' class path; not null
     * @return the pool's text entries, sorted
     */
    public static Set<String> texts(Class<?> type) {
        Set<String> out = new TreeSet<>();
        for (Path p : classFiles(type)) {
            out.addAll(read(p).texts);
        }
        return out;
    }

    /**
     * Every top-level class compiled beside a class (its module's classes) under a package, by
     * binary name; nested classes are read with their outer class.
     *
     * @param beside a class of the module; not null
     * @param packagePrefix a package in binary form, e.g. {@code net/ur/client}; not null
     * @return the names, sorted
     */
    public static Set<String> classesUnder(Class<?> beside, String packagePrefix) {
        try {
            Path root = Path.of(beside.getProtectionDomain().getCodeSource().getLocation().toURI());
            Set<String> out = new TreeSet<>();
            try (Stream<Path> s = Files.walk(root.resolve(packagePrefix))) {
                s.filter(p -> p.toString().endsWith(".class") && !p.getFileName().toString().contains("$"))
                        .forEach(p -> {
                            String rel = root.relativize(p).toString().replace(java.io.File.separatorChar, '/');
                            out.add(rel.substring(0, rel.length() - ".class".length()));
                        });
            }
            return out;
        } catch (IOException | URISyntaxException e) {
            throw new IllegalStateException("cannot list the classes beside " + beside.getName(), e);
        }
    }

    /**
     * The methods a class (by binary name, with its nested classes) refers to, as {@link #methods}.
     *
     * @param beside a class of the same module, to find the class files; not null
     * @param binaryName e.g. {@code net/ur/client/table/MotionSystem}; not null
     * @return the references, sorted
     */
    public static Set<String> methods(Class<?> beside, String binaryName) {
        try {
            return methods(Class.forName(binaryName.replace('/', '.'), false, beside.getClassLoader()));
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("no class " + binaryName, e);
        }
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

    private record Refs(Set<String> methods, Set<String> classes, Set<String> strings, Set<String> texts) {
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
            int[] stringIndex = new int[count];
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
                    case 8 -> stringIndex[i] = d.readUnsignedShort();
                    case 16, 19, 20 -> d.readUnsignedShort();
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
            Set<String> strings = new TreeSet<>();
            Set<String> texts = new TreeSet<>();
            for (int i = 1; i < count; i++) {
                if (stringIndex[i] != 0) {
                    strings.add(utf[stringIndex[i]]);
                }
                if (utf[i] != null) {
                    texts.add(utf[i]);
                }
                if (classIndex[i] != 0) {
                    classes.add(utf[classIndex[i]]);
                }
                if (memberRef[i] != null) {
                    String owner = utf[classIndex[memberRef[i][0]]];
                    String name = utf[nameAndType[memberRef[i][1]][0]];
                    methods.add(owner + "." + name);
                }
            }
            return new Refs(methods, classes, strings, texts);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + file, e);
        }
    }
}
