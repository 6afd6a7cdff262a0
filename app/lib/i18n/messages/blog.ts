/** The public blog, its administration, and the contact page. */
export { en } from "./blog.en";
export { pt } from "./blog.pt";
