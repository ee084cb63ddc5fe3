/**
 * The classic race family (Finkel, Masters, Blitz, Aseb, Murray): settings, boards and routes,
 * and the readable rule set.
 */
package net.ur.rules.classic;
