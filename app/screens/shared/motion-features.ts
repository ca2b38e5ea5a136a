// framer-motion's animation features, reached only through `import('./motion-features')` in
// ScreenTransition. Going through a module of our own (framer's documented pattern) lets the
// bundler put these features in their own chunk, off the first screen's critical path.
export { domAnimation } from 'framer-motion'
