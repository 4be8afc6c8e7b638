/**
 * What only a whitelisted account uses (the form engine, the QR view, the statistics), as one lazy module: one
 * `import()` in the island and one list of files to preload, where three overlapping ones cost its first load.
 */
export { CreateForm } from './create-form.tsx';
export { ShownCode } from './shown-code.tsx';
export { StatsPanel } from './stats-panel.tsx';
