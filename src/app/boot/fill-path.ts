/**
 * Runs right after the error page's path slot is parsed: fills in the requested path
 * ('Page Not Found: {path}', SPEC section 2) before that part paints.
 */
const slot = document.currentScript?.previousElementSibling;
if (slot) slot.textContent = location.pathname;
