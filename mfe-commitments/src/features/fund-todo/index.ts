export { FundTodoPage } from './fund-todo-page';
