// A site that registers no MDX components of its own.
export default {};
