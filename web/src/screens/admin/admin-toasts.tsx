// The unstyled entry and the stylesheet as a file: the default entry writes its styles into an inline
// <style>, which the pages' Content-Security-Policy refuses.
import { ToastContainer, toast } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

/** The admin's notices (spec part 2 §9): top right, 5 s, closable, draggable, paused on hover and focus loss. */
export function AdminToasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      closeButton
      draggable
      pauseOnHover
      pauseOnFocusLoss
    />
  );
}

export const notify = {
  success: (text: string) => toast.success(text),
  error: (text: string) => toast.error(text),
};
